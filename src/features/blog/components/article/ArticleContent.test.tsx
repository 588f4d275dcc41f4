import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleContent } from './ArticleContent.tsx';

describe('ArticleContent', () => {
  it('shows the body once its sanitiser has loaded, and only sanitised', async () => {
    const { container } = render(<ArticleContent html={'<p>Merhaba <a href="javascript:alert(1)">bağlantı</a></p><script>alert(1)</script><img src="x.svg" onerror="alert(1)">'} />);
    expect(await screen.findByText(/Merhaba/)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmojiFallbackImage } from './EmojiFallbackImage.tsx';

describe('EmojiFallbackImage', () => {
  it('shows the picture while it loads', () => {
    render(<EmojiFallbackImage src="/forest/stages/seed.svg" alt="Toprağın altında bir tohum" emoji="🌰" size={96} />);
    const image = screen.getByRole('img', { name: 'Toprağın altında bir tohum' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('width')).toBe('96');
  });

  it('loads a picture lazily only when asked to', () => {
    const { container, rerender } = render(<EmojiFallbackImage src="/a.svg" alt="" emoji="🌰" size={48} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBeNull();
    rerender(<EmojiFallbackImage src="/a.svg" alt="" emoji="🌰" size={48} lazy />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('falls back to the emoji, with the same accessible name, when the picture fails', () => {
    render(<EmojiFallbackImage src="/forest/stages/seed.svg" alt="Toprağın altında bir tohum" emoji="🌰" size={96} />);
    fireEvent.error(screen.getByRole('img'));
    const fallback = screen.getByRole('img', { name: 'Toprağın altında bir tohum' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('🌰');
  });

  it('tries again when given a new picture', () => {
    const { rerender } = render(<EmojiFallbackImage src="/a.svg" alt="A" emoji="🌰" size={48} />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<EmojiFallbackImage src="/b.svg" alt="B" emoji="🌱" size={48} />);
    expect(screen.getByRole('img', { name: 'B' }).tagName).toBe('IMG');
  });

  it('keeps a decorative fallback out of the accessibility tree', () => {
    const { container } = render(<EmojiFallbackImage src="/a.svg" alt="" emoji="🌰" size={48} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('[data-fallback="emoji"]')?.getAttribute('aria-hidden')).toBe('true');
  });
});

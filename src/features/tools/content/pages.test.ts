import { describe, expect, it } from 'vitest';
import { loadToolPage } from './pages.ts';

describe('loadToolPage', () => {
  it('finds the tool at the id, for the head and the screen', async () => {
    const page = await loadToolPage('unit-converter');
    expect(page.tool?.id).toBe('unit-converter');
    expect(page.title).toBe('Birim Çevirici');
  });

  it('finds none at an unknown id, and the head says so', async () => {
    const page = await loadToolPage('time-machine');
    expect(page.tool).toBeUndefined();
    expect(page.title).toBe('Araç bulunamadı');
  });
});

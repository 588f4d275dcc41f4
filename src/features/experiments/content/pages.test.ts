import { describe, expect, it } from 'vitest';
import { loadKitPage } from './pages.ts';

describe('loadKitPage', () => {
  it('finds the kit at the id, for the head and the screen', async () => {
    const page = await loadKitPage('electric-circuits');
    expect(page.kit?.id).toBe('electric-circuits');
    expect(page.found).toBe(true);
  });

  it('finds none at an unknown id, and the head says so', async () => {
    const page = await loadKitPage('no-such-kit');
    expect(page.kit).toBeUndefined();
    expect(page).toMatchObject({ found: false, title: 'Deney seti bulunamadı' });
  });
});

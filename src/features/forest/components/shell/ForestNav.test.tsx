import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { ForestLayout } from './ForestLayout.tsx';

const nav = () => screen.getByRole('navigation', { name: 'Orman bölümleri' });
const currentLinks = () =>
  within(nav())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');

describe('ForestNav in the forest layout', () => {
  it('links the six forest sections by plain path', async () => {
    await renderWithRouter(<ForestLayout>sayfa</ForestLayout>, '/forest');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['🏡Ana Sayfa', '/forest'],
      ['🔥Yangını Önle', '/forest/fire-prevention'],
      ['🌱Ağacın Yolculuğu', '/forest/tree-journey'],
      ['🦸Orman Kahramanları', '/forest/forest-heroes'],
      ['🌲Türkiye’nin Ormanları', '/forest/turkey-forests'],
      ['🌳Fidan Dikimi', '/forest/tree-planting'],
    ]);
  });

  it.each([
    ['/forest', 'Ana Sayfa'],
    ['/forest/tree-journey', 'Ağacın Yolculuğu'],
    ['/forest/fire-prevention', 'Yangını Önle'],
    ['/forest/cleanup', 'Ana Sayfa'],
    ['/forest/olmayan-sayfa', 'Ana Sayfa'],
  ])('on %s only "%s" is current', async (path, label) => {
    await renderWithRouter(<ForestLayout>sayfa</ForestLayout>, path);
    expect(currentLinks().map((link) => link.textContent)).toEqual([expect.stringContaining(label)]);
  });
});

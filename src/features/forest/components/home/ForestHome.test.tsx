import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { ForestHome } from './ForestHome.tsx';

describe('ForestHome', () => {
  it('introduces Fındık with a speech bubble under a single h1', async () => {
    await renderWithRouter(<ForestHome />, '/forest');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Sincap Fındık' })).toBeTruthy();
    expect(screen.getByText(/Merhaba! Ben Fındık/).tagName).toBe('FIGCAPTION');
  });

  it('warns about forest fires and gives the 177 line', async () => {
    await renderWithRouter(<ForestHome />, '/forest');
    const banner = screen.getByRole('region', { name: /Orman yangınlarını/ });
    expect(within(banner).getByRole('link', { name: '177' }).getAttribute('href')).toBe('tel:177');
  });

  it('offers the five activities, each with a start link', async () => {
    await renderWithRouter(<ForestHome />, '/forest');
    const cards = within(screen.getByRole('region', { name: 'Etkinlikler' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/forest/fire-prevention',
      '/forest/tree-journey',
      '/forest/forest-heroes',
      '/forest/turkey-forests',
      '/forest/tree-planting',
    ]);
  });

  it('suggests three family activities and closes with a call to action', async () => {
    await renderWithRouter(<ForestHome />, '/forest');
    const suggestions = within(screen.getByRole('region', { name: 'Ailenle neler yapabilirsin?' })).getAllByRole('listitem');
    expect(suggestions.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Ailece orman yürüyüşü',
      'Eldivenle çöp toplama',
      'Bir fidanı sula',
    ]);
    const closing = screen.getByRole('region', { name: /Her küçük adım/ });
    expect(within(closing).getByRole('link', { name: 'Hadi, ormanı koru!' }).getAttribute('href')).toBe('/forest/fire-prevention');
    // Far below the first screen: it must not take the slow connection's first seconds from the page's script.
    expect(closing.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
});

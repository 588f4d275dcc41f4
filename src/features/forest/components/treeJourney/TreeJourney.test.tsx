import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { TreeJourney } from './TreeJourney.tsx';

const next = () => screen.getByRole('button', { name: /Sonraki|Büyüyor/ });
const previous = () => screen.getByRole('button', { name: /Önceki/ });
const stageName = () => screen.getByRole('heading', { level: 2 }).textContent;
const disabled = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';
const season = () => screen.getByRole('region', { name: /./ }).getAttribute('data-season');

async function renderJourney() {
  const view = await renderWithRouter(<TreeJourney />, '/forest/tree-journey');
  // The router renders asynchronously; from here on only fake time moves.
  vi.useFakeTimers();
  return view;
}

const growOnce = () => {
  fireEvent.click(next());
  act(() => vi.advanceTimersByTime(1000));
};

describe('TreeJourney', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('starts at the seed in spring with Previous disabled', async () => {
    await renderJourney();
    expect(stageName()).toContain('Tohum');
    expect(screen.getByRole('status').textContent).toBe('Aşama 1 / 6');
    expect(disabled(previous())).toBe(true);
    expect(disabled(next())).toBe(false);
    expect(season()).toBe('spring');
  });

  it('grows for exactly 1000 ms before the next stage shows', async () => {
    await renderJourney();
    fireEvent.click(next());
    expect(screen.getByRole('status').textContent).toBe('Büyüyor…');
    expect(next().textContent).toContain('Büyüyor…');
    expect(disabled(next())).toBe(true);
    expect(disabled(previous())).toBe(true);

    // A second click while growing does not skip a stage.
    fireEvent.click(next());
    act(() => vi.advanceTimersByTime(999));
    expect(stageName()).toContain('Tohum');

    act(() => vi.advanceTimersByTime(1));
    expect(stageName()).toContain('Filiz');
    expect(screen.getByRole('status').textContent).toBe('Aşama 2 / 6');
    expect(disabled(next())).toBe(false);
    expect(disabled(previous())).toBe(false);
  });

  it('walks to the old tree, changing seasons, then offers a restart', async () => {
    await renderJourney();
    const seen: (string | null)[] = [season()];
    for (let step = 0; step < 5; step += 1) {
      growOnce();
      seen.push(season());
    }
    expect(stageName()).toContain('Yaşlı ağaç');
    expect(seen).toEqual(['spring', 'spring', 'summer', 'summer', 'autumn', 'autumn']);
    expect(disabled(next())).toBe(true);

    // Next does nothing on the last stage.
    fireEvent.click(next());
    act(() => vi.advanceTimersByTime(2000));
    expect(stageName()).toContain('Yaşlı ağaç');

    fireEvent.click(screen.getByRole('button', { name: /Yeni bir tohum ek/ }));
    expect(stageName()).toContain('Tohum');
    expect(screen.queryByRole('button', { name: /Yeni bir tohum ek/ })).toBeNull();
    expect(document.activeElement).toBe(next());
  });

  it('Previous goes back and the bottom restart is always there', async () => {
    await renderJourney();
    expect(screen.getByRole('button', { name: /Baştan başla/ })).toBeTruthy();
    growOnce();
    growOnce();
    expect(stageName()).toContain('Fidan');
    fireEvent.click(previous());
    expect(stageName()).toContain('Filiz');
    fireEvent.click(screen.getByRole('button', { name: /Baştan başla/ }));
    expect(stageName()).toContain('Tohum');
    expect(disabled(previous())).toBe(true);
  });

  it('restart during growing cancels the pending stage', async () => {
    await renderJourney();
    fireEvent.click(next());
    fireEvent.click(screen.getByRole('button', { name: /Baştan başla/ }));
    act(() => vi.advanceTimersByTime(1000));
    expect(stageName()).toContain('Tohum');
  });

  it('shows the stage emoji when its picture fails', async () => {
    await renderJourney();
    fireEvent.error(screen.getByRole('img', { name: 'Tohum resmi' }));
    const fallback = screen.getByRole('img', { name: 'Tohum resmi' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('🌰');
  });
});

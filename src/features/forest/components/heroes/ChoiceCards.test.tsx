import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceCards } from './ChoiceCards.tsx';

const choices = [
  { id: 'tema', icon: '🌳', label: 'TEMA Vakfı' },
  { id: 'wwf', icon: '🐼', label: 'WWF-Türkiye' },
] as const;

afterEach(() => {
  document.body.innerHTML = '';
});

/** Renders the cards as the build does, lets the visitor act on that markup, then hydrates it. */
async function hydrateAfter(before: (container: HTMLElement) => void) {
  const onSelect = vi.fn();
  const cards = <ChoiceCards legend="Bir kuruluş seç" choices={choices} selected="tema" onSelect={onSelect} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(cards);
  document.body.append(container);
  before(container);
  await act(async () => {
    hydrateRoot(container, cards, { onRecoverableError: () => undefined });
  });
  return onSelect;
}

describe('ChoiceCards on a rendered page', () => {
  it('takes up a card picked before the page was hydrated', async () => {
    // The browser checks the tapped radio while no script listens yet.
    const onSelect = await hydrateAfter((container) => container.querySelector<HTMLInputElement>('input[value="wwf"]')?.click());
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('wwf');
  });

  it('chooses nothing when the card checked is the one chosen', async () => {
    const onSelect = await hydrateAfter(() => undefined);
    expect(onSelect).not.toHaveBeenCalled();
  });
});

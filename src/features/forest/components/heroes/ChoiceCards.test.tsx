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

describe('ChoiceCards on a rendered page', () => {
  it('takes up a card picked before the page was hydrated', async () => {
    const onSelect = vi.fn();
    const cards = <ChoiceCards legend="Bir kuruluş seç" choices={choices} selected="tema" onSelect={onSelect} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(cards);
    document.body.append(container);
    // The browser checks the tapped radio while no script listens yet.
    container.querySelector<HTMLInputElement>('input[value="wwf"]')?.click();

    await act(async () => {
      hydrateRoot(container, cards, { onRecoverableError: () => undefined });
    });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('wwf');
  });

  it('chooses nothing when the card checked is the one chosen', async () => {
    const onSelect = vi.fn();
    const cards = <ChoiceCards legend="Bir kuruluş seç" choices={choices} selected="tema" onSelect={onSelect} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(cards);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, cards);
    });
    expect(onSelect).not.toHaveBeenCalled();
  });
});

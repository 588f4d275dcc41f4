import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { FireGame } from './FireGame.tsx';

const NAMES = ['Cam şişe — yüksek risk', 'Kırık cam — yüksek risk', 'Metal kutu — orta risk', 'Plastik poşet — orta risk', 'Kâğıt çöpü — orta risk'];

const dialog = () => screen.getByRole('dialog');
const answerButton = (kind: 'correct' | 'wrong') => dialog().querySelector<HTMLButtonElement>(`button[data-answer="${kind}"]`)!;

function play(name: string, kind: 'correct' | 'wrong', action: 'Devam' | 'Bitir' = 'Devam') {
  fireEvent.click(screen.getByRole('button', { name }));
  fireEvent.click(answerButton(kind));
  fireEvent.click(within(dialog()).getByRole('button', { name: action }));
}

describe('FireGame', () => {
  // jsdom has no modal dialogs: open and close by attribute.
  beforeEach(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
  });

  it('shows the five hazards as named buttons and the progress', async () => {
    await renderWithRouter(<FireGame />, '/forest/fire-prevention');
    const scene = screen.getByRole('group', { name: /Orman sahnesi/ });
    expect(
      within(scene)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(NAMES);
    expect(screen.getByText('5 tehlike kaldı')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });

  it('asks a question with four answers, marks right and wrong in words, then explains', async () => {
    await renderWithRouter(<FireGame />, '/forest/fire-prevention');
    fireEvent.click(screen.getByRole('button', { name: NAMES[0] }));
    expect(within(dialog()).getByRole('heading', { name: 'Cam şişe' })).toBeTruthy();
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog()).queryByRole('button', { name: 'Devam' })).toBeNull();

    fireEvent.click(answerButton('wrong'));
    expect(answerButton('correct').textContent).toContain('Doğru cevap');
    expect(dialog().textContent).toContain('Senin cevabın');
    expect(dialog().textContent).toContain('Bu sefer olmadı');
    expect(dialog().textContent).toContain('büyüteç');
    for (const button of within(dialog())
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('button'))) {
      expect(button).toHaveProperty('disabled', true);
    }
    expect(document.activeElement?.textContent).toContain('Neden?');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Devam' }));
    expect(screen.getByRole('button', { name: 'Cam şişe — temizlendi' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('4 tehlike kaldı')).toBeTruthy();
    expect(screen.getByText('Puan: 0')).toBeTruthy();
  });

  it('plays to the end: 50/50 with the success badge, then replays', async () => {
    await renderWithRouter(<FireGame />, '/forest/fire-prevention');
    NAMES.forEach((name, index) => play(name, 'correct', index === NAMES.length - 1 ? 'Bitir' : 'Devam'));
    expect(screen.getByTestId('final-score').textContent).toBe('50/50');
    const result = screen.getByRole('region', { name: /Tebrikler/ });
    expect(result.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    expect(document.activeElement).toBe(within(result).getByRole('heading', { level: 2 }));

    fireEvent.click(screen.getByRole('button', { name: /Tekrar oyna/ }));
    expect(screen.queryByRole('region', { name: /Tebrikler/ })).toBeNull();
    expect(screen.getByText('5 tehlike kaldı')).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(NAMES[0]);
  });

  it('scores 20/50 with three wrong answers: the error badge', async () => {
    await renderWithRouter(<FireGame />, '/forest/fire-prevention');
    const kinds = ['wrong', 'correct', 'wrong', 'correct', 'wrong'] as const;
    NAMES.forEach((name, index) => play(name, kinds[index]!, index === NAMES.length - 1 ? 'Bitir' : 'Devam'));
    expect(screen.getByTestId('final-score').textContent).toBe('20/50');
    expect(
      screen
        .getByRole('region', { name: /Tebrikler/ })
        .querySelector('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('danger');
  });

  it('shows a hazard’s emoji when its picture fails', async () => {
    const { container } = await renderWithRouter(<FireGame />, '/forest/fire-prevention');
    const button = screen.getByRole('button', { name: NAMES[2] });
    fireEvent.error(button.querySelector('img')!);
    expect(button.textContent).toBe('🥫');
    expect(container.querySelectorAll('[data-fallback="emoji"]')).toHaveLength(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Composer } from './Composer.tsx';

function renderComposer(onAsk: (question: string) => Promise<boolean>, remaining: number | null = 5) {
  render(
    <I18nProvider i18n={i18n}>
      <Composer onAsk={onAsk} busy={false} disabled={false} remaining={remaining} limit={20} suggestions={[msg`Gölge nasıl oluşur?`]} />
    </I18nProvider>,
  );
  return screen.getByLabelText('Sorunu yaz');
}

describe('the question box', () => {
  it('empties once a question is taken, and keeps it when it was not', async () => {
    const taken = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const box = renderComposer(taken);
    fireEvent.change(box, { target: { value: 'Mıknatıs neleri çeker?' } });
    await act(async () => fireEvent.submit(box.closest('form') as HTMLFormElement));
    expect(box).toHaveProperty('value', 'Mıknatıs neleri çeker?');
    await act(async () => fireEvent.submit(box.closest('form') as HTMLFormElement));
    expect(taken).toHaveBeenCalledTimes(2);
    expect(box).toHaveProperty('value', '');
  });

  it('says so for an empty question and does not ask', async () => {
    const ask = vi.fn().mockResolvedValue(true);
    const box = renderComposer(ask);
    fireEvent.change(box, { target: { value: '   ' } });
    await act(async () => fireEvent.submit(box.closest('form') as HTMLFormElement));
    expect(screen.getByRole('alert').textContent).toBe('Önce bir soru yaz.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks a suggested question with one tap', async () => {
    const ask = vi.fn().mockResolvedValue(true);
    renderComposer(ask);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Gölge nasıl oluşur?' })));
    expect(ask).toHaveBeenCalledWith('Gölge nasıl oluşur?');
  });

  it('stops when today’s questions are used up', () => {
    renderComposer(vi.fn(), 0);
    const suggestion = screen.getByRole('button', { name: 'Gölge nasıl oluşur?' });
    expect(suggestion).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Sor' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Bugünkü soru hakkın bitti (20). Yarın yeniden sorabilirsin.')).toBeTruthy();
  });
});

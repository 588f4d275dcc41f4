import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { HydrationProvider, useHydrated } from '@/shared/lib/useHydrated.tsx';
import { ContactForm } from './ContactForm.tsx';
import { DRAFT_STORAGE_KEY } from '../model/contactDraft.ts';

const renderForm = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ContactForm />
    </I18nProvider>,
  );

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid() {
  fill(/^Ad soyad/, 'Aylin Karaca');
  fill(/^E-posta adresi/, 'aylin@ornek.example');
  fill(/^Kullanıcı türü/, 'teacher');
  fill(/^Konu/, 'Deney setleri');
  fill(/^Mesajınız/, 'Merhaba, deney setleri hakkında bilgi almak istiyoruz.');
}

afterEach(() => window.localStorage.clear());

describe('ContactForm', () => {
  it('keeps submit disabled while the form is empty or invalid', () => {
    renderForm();
    const submit = screen.getByRole('button', { name: 'Mesajı gönder' });
    expect(submit).toHaveProperty('disabled', true);
    fillValid();
    expect(submit).toHaveProperty('disabled', false);
    fill(/^Konu/, 'Soru');
    expect(submit).toHaveProperty('disabled', true);
  });

  it('shows a rule error once the field is left', () => {
    renderForm();
    fill(/^Ad soyad/, 'A');
    expect(screen.queryByText('Ad en az 2 karakter olmalıdır.')).toBeNull();
    fireEvent.blur(screen.getByLabelText(/^Ad soyad/));
    expect(screen.getByText('Ad en az 2 karakter olmalıdır.')).toBeTruthy();
    expect(screen.getByLabelText(/^Ad soyad/).getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a letter typed in the moment after the rendered page’s form takes this device’s state', async () => {
    // Typed after the commit that turns the form on for this device, before that commit's passive effects run.
    function TypesAtTheSwitch() {
      const hydrated = useHydrated();
      useLayoutEffect(() => {
        if (!hydrated) return;
        const name = screen.getByLabelText<HTMLInputElement>(/^Ad soyad/);
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(name, 'A');
        name.dispatchEvent(new Event('input', { bubbles: true }));
      }, [hydrated]);
      return null;
    }
    render(
      <I18nProvider i18n={i18n}>
        <HydrationProvider hydrating>
          <ContactForm />
          <TypesAtTheSwitch />
        </HydrationProvider>
      </I18nProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByLabelText<HTMLInputElement>(/^Ad soyad/).value).toBe('A');
  });

  it('counts the message characters', () => {
    renderForm();
    fill(/^Mesajınız/, 'M'.repeat(801));
    expect(screen.getByText('801 / 1000 karakter')).toBeTruthy();
  });

  it('saves the draft for a reload', async () => {
    vi.useFakeTimers();
    try {
      renderForm();
      fill(/^Mesajınız/, 'Yarım kalan mesaj');
      act(() => void vi.advanceTimersByTime(400));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}').values?.message).toBe('Yarım kalan mesaj'));
  });

  it('shows the submission id after sending and offers a new message', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ success: true, data: { submission_id: 'ILT-2026-000042' } }), { status: 201 }));
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Mesajı gönder' }));
    expect(await screen.findByText('ILT-2026-000042')).toBeTruthy();
    const headers = (fetchMock.mock.calls[0]?.[1] as RequestInit).headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yeni mesaj gönder' }));
    expect((screen.getByLabelText(/^Ad soyad/) as HTMLInputElement).value).toBe('');
  });

  it('puts the server field errors on the fields and keeps the text', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          error_code: 'SUBJECT_TOO_SHORT',
          message: 'Konu en az 5 karakter olmalıdır.',
          errors: { subject: ['Konu en az 5 karakter olmalıdır.'] },
        }),
        { status: 400 },
      ),
    );
    renderForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Mesajı gönder' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByLabelText(/^Konu/).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText(/^Mesajınız/) as HTMLTextAreaElement).value).toContain('deney setleri');
    fill(/^Konu/, 'Deney setleri hakkında');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { siteConfig } from '@/shared/config/site.ts';
import { renderWithRouter } from '@tests/fixtures/renderWithRouter.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

beforeEach(() => {
  // The router restores scroll on navigation; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const emailInput = () => screen.getByLabelText(/E-posta adresi/, { selector: 'input' });

describe('ForgotPasswordPage', () => {
  it('requires a valid e-mail before showing anything', async () => {
    await renderWithRouter(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('E-posta adresi zorunludur.')).toBeTruthy();

    fireEvent.change(emailInput(), { target: { value: 'veli@okul' } });
    expect(screen.getByText('Geçerli bir e-posta adresi girin.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Şifre yenileme e-postası gönderilemiyor' })).toBeNull();
  });

  it('says honestly that no e-mail is sent, and offers the school and support routes', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderWithRouter(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(emailInput(), { target: { value: ' veli@okul.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));

    const title = screen.getByRole('heading', { name: 'Şifre yenileme e-postası gönderilemiyor' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    const panel = title.closest('section');
    expect(panel?.textContent).toContain('Bu sürümde şifre yenileme e-postası uygulamadan gönderilemiyor');
    expect(panel?.textContent).toContain('veli@okul.com');
    expect(panel?.textContent).toMatch(/öğretmeninizden.*okul yöneticinizden/);
    expect(fetch).not.toHaveBeenCalled();

    const mail = within(panel as HTMLElement).getByRole('link', { name: new RegExp(siteConfig.supportEmail) });
    const href = mail.getAttribute('href') ?? '';
    expect(href.startsWith(`mailto:${siteConfig.supportEmail}?`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Şifre yenileme talebi');
    expect(params.get('body')).toContain('veli@okul.com adresiyle kayıtlı hesabımın şifresini unuttum');

    const whatsapp = within(panel as HTMLElement).getByRole('link', { name: /WhatsApp/ });
    const url = new URL(whatsapp.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe(`https://wa.me/${siteConfig.whatsappNumber}`);
    expect(url.searchParams.get('text')).toContain('veli@okul.com');
  });

  it('goes back to the form with the e-mail kept, and links to the login page', async () => {
    await renderWithRouter(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(emailInput(), { target: { value: 'veli@okul.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    fireEvent.click(screen.getByRole('button', { name: 'Başka bir e-posta adresi yaz' }));
    expect(emailInput()).toHaveProperty('value', 'veli@okul.com');
    await waitFor(() => expect(document.activeElement).toBe(emailInput()));
    expect(screen.getByRole('link', { name: /Giriş sayfasına dön/ }).getAttribute('href')).toBe('/login');
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { siteConfig } from '@/shared/config/site.ts';
import { ContactPage } from './ContactPage.tsx';

const renderPage = () =>
  render(
    <I18nProvider i18n={i18n}>
      <ContactPage />
    </I18nProvider>,
  );

describe('ContactPage', () => {
  it('has a single h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('links the support and info e-mails, and the phone, from the site config', () => {
    renderPage();
    expect(screen.getByRole('link', { name: siteConfig.supportEmail })).toHaveProperty('href', `mailto:${siteConfig.supportEmail}`);
    expect(screen.getByRole('link', { name: siteConfig.infoEmail })).toHaveProperty('href', `mailto:${siteConfig.infoEmail}`);
    expect(screen.getByRole('link', { name: siteConfig.phone }).getAttribute('href')).toBe(siteConfig.phoneHref);
    expect(screen.getByText(siteConfig.address)).toBeTruthy();
  });

  it('opens WhatsApp in a new tab with a prefilled Turkish message', () => {
    renderPage();
    const link = screen.getByRole('link', { name: /WhatsApp’tan yazın/ });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe(`https://wa.me/${siteConfig.whatsappNumber}`);
    expect(href.searchParams.get('text')).toContain(siteConfig.name);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the docs/behaviour.md#limits-and-constants working hours', () => {
    renderPage();
    const hours = screen.getByRole('heading', { name: 'Çalışma saatleri' }).closest('section');
    expect(hours).not.toBeNull();
    const text = hours?.textContent ?? '';
    for (const part of ['Pazartesi–Cuma', '08:00–17:00', 'Cumartesi', '09:00–12:00', 'Pazar', 'Kapalı', 'Genellikle 24 saat içinde yanıt veririz']) {
      expect(text).toContain(part);
    }
  });

  it('lists six FAQ entries as disclosure widgets', () => {
    const { container } = renderPage();
    const items = container.querySelectorAll('details');
    expect(items).toHaveLength(6);
    for (const item of items) {
      const summary = item.querySelector('summary');
      expect(summary?.textContent?.trim()).toMatch(/\?/);
      expect(within(item).getByText((_, node) => node?.tagName === 'P')).toBeTruthy();
    }
  });
});

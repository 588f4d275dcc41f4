import { describe, expect, it } from 'vitest';
import { SHARE_WINDOWS, shareUrls, shareWindowFeatures } from './share.ts';

const subject = {
  url: 'https://etkilab.example/blog/sinifta-stem',
  title: 'Sınıfta STEM: Nereden Başlamalı?',
  excerpt: 'Adım adım bir rehber & öneriler.',
};
const mail = { subject: 'Bu makaleyi beğenebilirsin: Sınıfta STEM', body: 'Merhaba,\n\nŞu makaleye göz at: https://etkilab.example/blog/sinifta-stem' };

describe('shareUrls', () => {
  const urls = shareUrls(subject, mail);

  it('share the title, the excerpt and the address on X', () => {
    const url = new URL(urls.x);
    expect(url.origin).toBe('https://x.com');
    expect(url.searchParams.get('text')).toBe('Sınıfta STEM: Nereden Başlamalı? — Adım adım bir rehber & öneriler.');
    expect(url.searchParams.get('url')).toBe(subject.url);
  });

  it('share on LinkedIn and WhatsApp', () => {
    const linkedin = new URL(urls.linkedin);
    expect(linkedin.hostname).toBe('www.linkedin.com');
    expect(linkedin.searchParams.get('url')).toBe(subject.url);
    expect(linkedin.searchParams.get('title')).toBe(subject.title);
    expect(linkedin.searchParams.get('summary')).toBe(subject.excerpt);
    const whatsapp = new URL(urls.whatsapp);
    expect(whatsapp.hostname).toBe('wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`${subject.title}\n\n${subject.excerpt}\n\n${subject.url}`);
  });

  it('open a mail draft with the Turkish subject and body', () => {
    expect(urls.email.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(urls.email.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(mail.subject);
    expect(params.get('body')).toBe(mail.body);
    // Spaces must be %20 in a mailto link: some mail apps show a "+" literally.
    expect(urls.email).not.toContain('+');
  });
});

describe('shareWindowFeatures', () => {
  it('uses 600×400 for X and 600×500 for LinkedIn, centred', () => {
    expect(SHARE_WINDOWS.x).toEqual({ width: 600, height: 400 });
    expect(SHARE_WINDOWS.linkedin).toEqual({ width: 600, height: 500 });
    const screen = { width: 1200, height: 800, left: 100, top: 50 };
    expect(shareWindowFeatures('x', screen)).toBe('width=600,height=400,left=400,top=250,noopener,noreferrer');
    expect(shareWindowFeatures('linkedin', screen)).toBe('width=600,height=500,left=400,top=200,noopener,noreferrer');
  });

  it('never places the window off screen', () => {
    expect(shareWindowFeatures('x', { width: 390, height: 300, left: 0, top: 0 })).toContain('left=0,top=0');
  });
});

import { describe, expect, it } from 'vitest';
import { messages as legalMessages } from '@locales/tr/legal.po';
import { i18n } from '@/shared/i18n/i18n.ts';
import { cookiesHead, privacyHead, termsHead } from './content/meta.ts';
import { loadLegalPage } from './route.ts';

describe('a legal page’s loader', () => {
  it('loads the legal words and hands on the head tags of the page it names', async () => {
    const { head } = await loadLegalPage('privacy');
    expect(Object.keys(legalMessages).every((id) => i18n.messages[id] !== undefined)).toBe(true);
    expect(head).toEqual(privacyHead());
    expect((await loadLegalPage('terms')).head).toEqual(termsHead());
    expect((await loadLegalPage('cookies')).head).toEqual(cookiesHead());
  });
});

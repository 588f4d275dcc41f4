import { describe, expect, it } from 'vitest';
import { messages as pagesMessages } from '@locales/tr/pages.po';
import { i18n } from '@/shared/i18n/i18n.ts';
import { aboutHead, contactHead, coursesHead, helpHead, schoolsHead } from './content/pagesMeta.ts';
import { loadSitePage } from './route.ts';

describe('a marketing page’s loader', () => {
  it('loads the pages’ words and hands on the head tags of the page it names', async () => {
    const { head } = await loadSitePage('about');
    expect(Object.keys(pagesMessages).every((id) => i18n.messages[id] !== undefined)).toBe(true);
    expect(head).toEqual(aboutHead());
    expect((await loadSitePage('courses')).head).toEqual(coursesHead());
    expect((await loadSitePage('contact')).head).toEqual(contactHead());
    expect((await loadSitePage('help')).head).toEqual(helpHead());
    expect((await loadSitePage('schools')).head).toEqual(schoolsHead());
  });
});

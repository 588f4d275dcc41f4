import { describe, expect, it } from 'vitest';
import { messages as forestMessages } from '@locales/tr/forest.po';
import { i18n } from '@/shared/i18n/i18n.ts';
import { fireGameHead, forestHomeHead, treeJourneyHead } from './content/meta.ts';
import { forestHeroesHead, treePlantingHead, turkeyForestsHead } from './content/pagesMeta.ts';
import { loadForestPage } from './route.ts';

describe('a forest page’s loader', () => {
  it('loads the forest’s words and hands on the head tags of the page it names', async () => {
    const { head } = await loadForestPage('home');
    expect(Object.keys(forestMessages).every((id) => i18n.messages[id] !== undefined)).toBe(true);
    expect(head).toEqual(forestHomeHead());
    expect((await loadForestPage('fireGame')).head).toEqual(fireGameHead());
    expect((await loadForestPage('treeJourney')).head).toEqual(treeJourneyHead());
    expect((await loadForestPage('forestHeroes')).head).toEqual(forestHeroesHead());
    expect((await loadForestPage('turkeyForests')).head).toEqual(turkeyForestsHead());
    expect((await loadForestPage('treePlanting')).head).toEqual(treePlantingHead());
  });
});

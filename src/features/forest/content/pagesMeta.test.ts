import { describe, expect, it } from 'vitest';
import { forestHeroesHead, treePlantingHead, turkeyForestsHead } from './pagesMeta.ts';

const content = (head: ReturnType<typeof forestHeroesHead>, key: string) =>
  head.meta.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key));

describe('forest info page heads', () => {
  it.each([
    [forestHeroesHead, '/forest/forest-heroes', 'Orman Kahramanları'],
    [turkeyForestsHead, '/forest/turkey-forests', 'Türkiye’nin Ormanları'],
    [treePlantingHead, '/forest/tree-planting', 'Fidan Dikimi'],
  ] as const)('%#: title, description, keywords, canonical and the forest share image', (headOf, path, title) => {
    const head = headOf();
    const titleTag = head.meta.find((tag) => 'title' in tag);
    expect(titleTag && 'title' in titleTag ? titleTag.title : '').toMatch(new RegExp(`^${title} \\|`));
    expect(content(head, 'description')).toMatchObject({ content: expect.stringMatching(/.{80,}/) });
    expect(content(head, 'keywords')).toMatchObject({ content: expect.stringContaining(',') });
    expect(content(head, 'og:image')).toMatchObject({ content: expect.stringMatching(/\/og\/orman-paylasim\.png$/) });
    expect(content(head, 'robots')).toMatchObject({ content: expect.not.stringContaining('noindex') });
    expect(head.links).toEqual([{ rel: 'canonical', href: expect.stringMatching(new RegExp(`${path}$`)) }]);
  });
});

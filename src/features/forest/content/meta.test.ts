import { describe, expect, it } from 'vitest';
import { fireGameHead, forestHomeHead, treeJourneyHead } from './meta.ts';

const content = (head: ReturnType<typeof forestHomeHead>, key: string) =>
  head.meta.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key));

describe('forest page heads', () => {
  it.each([
    [forestHomeHead, '/forest', /Orman Farkındalığı/],
    [fireGameHead, '/forest/fire-prevention', /Yangını Önle/],
    [treeJourneyHead, '/forest/tree-journey', /Ağacın Yolculuğu/],
  ] as const)('%#: title, description, keywords, canonical and the forest share image', (headOf, path, title) => {
    const head = headOf();
    const titleTag = head.meta.find((tag) => 'title' in tag);
    expect(titleTag && 'title' in titleTag ? titleTag.title : '').toMatch(title);
    expect(content(head, 'description')).toMatchObject({ content: expect.stringMatching(/.{60,}/) });
    expect(content(head, 'keywords')).toMatchObject({ content: expect.stringContaining(',') });
    expect(content(head, 'og:image')).toMatchObject({ content: expect.stringMatching(/\/og\/orman-paylasim\.png$/) });
    expect(content(head, 'robots')).toMatchObject({ content: expect.not.stringContaining('noindex') });
    expect(head.links).toEqual([{ rel: 'canonical', href: expect.stringMatching(new RegExp(`${path}$`)) }]);
  });
});

import type { PackFile, PackIndex, PackInfo } from '@/shared/offline/packIndex.ts';

const file = (url: string, bytes: number, item?: string): PackFile => (item ? { url, bytes, item } : { url, bytes });

const sum = (files: PackFile[]) => files.reduce((total, entry) => total + entry.bytes, 0);

/**
 * A small index shaped like the build's: two science grades, one maths, one programming pack that needs the
 * block editor (and shares a file with it), and EtkiBot's index.
 */
export function testIndex(): PackIndex {
  const packs: PackInfo[] = [
    {
      id: 'fen-5',
      kind: 'items',
      strand: 'science',
      grade: 5,
      items: ['gunes', 'golge'],
      files: [file('/assets/fen5-catalog.js', 1000), file('/assets/gunes.js', 2000, 'gunes'), file('/assets/golge.js', 3000, 'golge')],
      bytes: 0,
      hash: 'fen5-v2',
      requires: [],
    },
    {
      id: 'fen-6',
      kind: 'items',
      strand: 'science',
      grade: 6,
      items: ['devre'],
      files: [file('/assets/fen6-catalog.js', 500), file('/assets/devre.js', 1500, 'devre')],
      bytes: 0,
      hash: 'fen6-v1',
      requires: [],
    },
    {
      id: 'matematik-5',
      kind: 'items',
      strand: 'maths',
      grade: 5,
      items: ['kesir'],
      files: [file('/assets/mat5-catalog.js', 400), file('/assets/kesir.js', 600, 'kesir')],
      bytes: 0,
      hash: 'mat5-v1',
      requires: [],
    },
    {
      id: 'kodlama-6',
      kind: 'items',
      strand: 'programming',
      grade: 6,
      items: ['labirent', 'dongu'],
      files: [
        file('/assets/kod6-catalog.js', 700),
        file('/assets/blocks-common.js', 900),
        file('/assets/labirent.js', 800, 'labirent'),
        file('/assets/dongu.js', 800, 'dongu'),
      ],
      bytes: 0,
      hash: 'kod6-v1',
      requires: ['blok-duzenleyici'],
    },
    {
      id: 'blok-duzenleyici',
      kind: 'blocks',
      files: [file('/assets/blockly.js', 5000), file('/assets/blocks-common.js', 900)],
      bytes: 0,
      hash: 'blok-v1',
      requires: [],
    },
    { id: 'etkibot-dizini', kind: 'assistant', files: [file('/assets/etkibot-index.json', 4000)], bytes: 0, hash: 'bot-v1', requires: [] },
  ];
  return { version: '2026-12-01', packs: packs.map((pack) => ({ ...pack, bytes: sum(pack.files) })) };
}

export const packOf = (index: PackIndex, id: string): PackInfo => {
  const pack = index.packs.find((candidate) => candidate.id === id);
  if (!pack) throw new Error(`no pack ${id} in the test index`);
  return pack;
};

/** The test index with a grade-5 programming pack (it needs the block editor) and a grade-8 science pack, whose items only homework or a lesson brings. */
export function testIndexWithGrades5And8(): PackIndex {
  const base = testIndex();
  const kodlama5: PackInfo = {
    id: 'kodlama-5',
    kind: 'items',
    strand: 'programming',
    grade: 5,
    items: ['sira'],
    files: [file('/assets/kod5-catalog.js', 300), file('/assets/sira.js', 700, 'sira')],
    bytes: 1000,
    hash: 'kod5-v1',
    requires: ['blok-duzenleyici'],
  };
  const fen8: PackInfo = {
    id: 'fen-8',
    kind: 'items',
    strand: 'science',
    grade: 8,
    items: ['kaldirac', 'makara'],
    files: [file('/assets/fen8-catalog.js', 400), file('/assets/kaldirac.js', 900, 'kaldirac'), file('/assets/makara.js', 800, 'makara')],
    bytes: 2100,
    hash: 'fen8-v1',
    requires: [],
  };
  const packs = base.packs.flatMap((pack) => (pack.id === 'fen-6' ? [pack, fen8] : pack.id === 'kodlama-6' ? [kodlama5, pack] : [pack]));
  return { ...base, packs };
}

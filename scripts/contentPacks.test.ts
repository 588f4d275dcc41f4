import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPERIMENTS } from '../src/features/experiments/content/library.ts';
import { planPacks, readItemMeta, type BundleChunk, type ItemMeta } from './contentPacks.ts';
import { readActivityUsers, readLibraryItems, shellManifest } from './contentPacksPlugin.ts';
import { loadExperiment } from '../src/features/experiments/content/loadExperiment.ts';

const LIB = '/repo/src/features/experiments/content';
const chunk = (fileName: string, facadeModuleId: string | null, links: Partial<BundleChunk> = {}): BundleChunk => ({
  fileName,
  facadeModuleId,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  importedCss: [],
  ...links,
});

const ITEMS: ItemMeta[] = [
  { id: 'melting-ice', kitId: 'states-of-matter', strand: 'science', grade: 5 },
  { id: 'mirror', kitId: 'light', strand: 'science', grade: 5 },
  { id: 'shadows', kitId: 'light', strand: 'science', grade: 3 },
  { id: 'maze', kitId: 'programming-puzzles', strand: 'programming', grade: 3 },
  { id: 'cards', kitId: 'programming-unplugged', strand: 'programming', grade: 4 },
];

const BUNDLE: BundleChunk[] = [
  chunk('assets/index-E.js', '/repo/src/main.tsx', {
    isEntry: true,
    dynamicImports: [
      'assets/content-A.js',
      'assets/melting-ice-B.js',
      'assets/content-C.js',
      'assets/content-D.js',
      'assets/BlocksActivity-F.js',
      'assets/_virtual_etkibot-index-G.js',
      'assets/content-M.js',
      'assets/content-N.js',
    ],
  }),
  chunk('assets/content-A.js', `${LIB}/states-of-matter/melting-ice/content.ts`, { imports: ['assets/tables-H.js', 'assets/words-K.js'] }),
  chunk('assets/melting-ice-B.js', '/repo/locales/tr/experiment/melting-ice.po'),
  chunk('assets/content-C.js', `${LIB}/light/mirror/content.ts`, { imports: ['assets/tables-H.js', 'assets/words-K.js'] }),
  chunk('assets/content-D.js', `${LIB}/light/shadows/content.ts`, { imports: ['assets/words-K.js'] }),
  // Only grade-5 science loads it: a file of the pack for every item of it.
  chunk('assets/tables-H.js', '/repo/src/features/experiments/content/tables.ts'),
  // Grade 3 and grade 5 both load it: the shell keeps it.
  chunk('assets/words-K.js', '/repo/src/features/experiments/content/words.ts'),
  chunk('assets/BlocksActivity-F.js', '/repo/src/features/experiments/components/blocks/BlocksActivity.tsx', {
    imports: ['assets/blockly-L.js'],
    importedCss: ['assets/BlocksActivity-F.css'],
  }),
  chunk('assets/blockly-L.js', '/repo/node_modules/blockly/index.js'),
  chunk('assets/_virtual_etkibot-index-G.js', '\0virtual:etkibot-index'),
  chunk('assets/content-M.js', `${LIB}/programming-puzzles/maze/content.ts`),
  chunk('assets/content-N.js', `${LIB}/programming-unplugged/cards/content.ts`),
];

const plan = (chunks = BUNDLE) => planPacks({ chunks, items: ITEMS, sizeOf: (name) => name.length * 100, version: 'v1' });
const pack = (id: string, chunks = BUNDLE) => plan(chunks).index.packs.find((candidate) => candidate.id === id);

describe('readItemMeta', () => {
  it('reads the id, kit, strand and grade of every item of the library as the library has them', async () => {
    const read = await readLibraryItems(process.cwd());
    const expected = EXPERIMENTS.map(({ id, kitId, subject, grade }) => ({ id, kitId, strand: subject, grade }));
    expect(read.sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
  });

  it('refuses a meta without a grade or with a strand the packs do not know', () => {
    const source = readFileSync('src/features/experiments/content/sound/sound-sources/meta.ts', 'utf8');
    expect(readItemMeta(source)).toEqual({ id: 'sound-sources', kitId: 'sound', strand: 'science', grade: 3 });
    expect(readItemMeta(source.replace(/grade: 3,/, ''))).toBeUndefined();
    expect(readItemMeta(source.replace("subject: 'science'", "subject: 'music'"))).toBeUndefined();
  });
});

describe('readActivityUsers', () => {
  it('finds, for every item with a simulation or a manipulative, the component its content shows', async () => {
    const users = await readActivityUsers(process.cwd(), await readLibraryItems(process.cwd()));
    const read = new Map([...users].flatMap(([module, ids]) => ids.map((id) => [id, module] as const)));
    const pascal = (kind: string) => kind.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
    const expected = new Map<string, string>();
    const loaded = await Promise.all(EXPERIMENTS.map((meta) => loadExperiment(meta.id)));
    for (const [position, meta] of EXPERIMENTS.entries()) {
      const activity = loaded[position]?.activity;
      if (activity?.kind === 'simulation')
        expected.set(meta.id, `/src/features/experiments/components/simulations/${pascal(activity.simulation)}Simulation.tsx`);
      if (activity?.kind === 'manipulative')
        expected.set(meta.id, `/src/features/experiments/components/manipulatives/${pascal(activity.manipulative.type)}Manipulative.tsx`);
    }
    expect(expected.size).toBeGreaterThan(15);
    expect(Object.fromEntries(read)).toEqual(Object.fromEntries(expected));
  }, 30_000);
});

describe('planPacks', () => {
  it('puts each item body and catalogue in its strand and grade pack, tagged with the item', () => {
    expect(pack('fen-5')?.files).toEqual([
      { url: '/assets/content-A.js', bytes: 1900, item: 'melting-ice' },
      { url: '/assets/content-C.js', bytes: 1900, item: 'mirror' },
      { url: '/assets/melting-ice-B.js', bytes: 2300, item: 'melting-ice' },
      { url: '/assets/tables-H.js', bytes: 1800 },
    ]);
    expect(pack('fen-5')).toMatchObject({ kind: 'items', strand: 'science', grade: 5, items: ['melting-ice', 'mirror'], bytes: 7900 });
    expect(pack('fen-3')?.files.map((file) => file.url)).toEqual(['/assets/content-D.js']);
  });

  it('leaves to the shell a file that items of two packs load, and the entry', () => {
    const { packFiles } = plan();
    expect(packFiles.has('assets/words-K.js')).toBe(false);
    expect(packFiles.has('assets/index-E.js')).toBe(false);
  });

  it('gives the block editor Blockly and its stylesheet, and makes the block puzzles need it', () => {
    expect(pack('blok-duzenleyici')?.files.map((file) => file.url)).toEqual([
      '/assets/BlocksActivity-F.css',
      '/assets/BlocksActivity-F.js',
      '/assets/blockly-L.js',
    ]);
    expect(pack('kodlama-3')?.requires).toEqual(['blok-duzenleyici']);
    expect(pack('kodlama-4')?.requires).toEqual([]);
    expect(pack('etkibot-dizini')?.files.map((file) => file.url)).toEqual(['/assets/_virtual_etkibot-index-G.js']);
  });

  it('changes a pack hash when one of its files changes, and no other pack hash', () => {
    const renamed = BUNDLE.map((entry) => (entry.fileName === 'assets/content-C.js' ? { ...entry, fileName: 'assets/content-C2.js' } : entry));
    expect(pack('fen-5', renamed)?.hash).not.toBe(pack('fen-5')?.hash);
    expect(pack('fen-3', renamed)?.hash).toBe(pack('fen-3')?.hash);
  });

  it('gives a simulation to the pack of the items that show it, and leaves one that two packs share to the shell', () => {
    const chunks = [
      ...BUNDLE,
      chunk('assets/HeatingCurve-S.js', '/repo/src/features/experiments/components/simulations/HeatingCurveSimulation.tsx'),
      chunk('assets/Mirror-T.js', '/repo/src/features/experiments/components/simulations/MirrorSimulation.tsx'),
    ];
    const activities = new Map([
      ['/src/features/experiments/components/simulations/HeatingCurveSimulation.tsx', ['melting-ice']],
      ['/src/features/experiments/components/simulations/MirrorSimulation.tsx', ['mirror', 'shadows']],
    ]);
    const { index, packFiles } = planPacks({ chunks, items: ITEMS, activities, sizeOf: () => 1, version: 'v1' });
    expect(index.packs.find((candidate) => candidate.id === 'fen-5')?.files).toContainEqual({
      url: '/assets/HeatingCurve-S.js',
      bytes: 1,
      item: 'melting-ice',
    });
    expect(packFiles.has('assets/Mirror-T.js')).toBe(false);
  });

  it('refuses a shell file that imports a pack file statically, since it would fail offline', () => {
    const broken = [...BUNDLE, chunk('assets/screen-X.js', '/repo/src/screen.tsx', { imports: ['assets/content-A.js'] })];
    expect(() => plan(broken)).toThrow(/screen-X\.js imports assets\/content-A\.js of pack fen-5/);
  });
});

describe('shellManifest', () => {
  it('lists each file once, leaves out pack files and every rendered page but the landing page', () => {
    const entries = ['index.html', 'pages/index.html', 'pages/about.html', 'pages/blog/x.html', 'icons/a.png', 'icons/a.png', 'assets/content-A.js'].map(
      (url) => ({ url, revision: null }),
    );
    expect(shellManifest(entries, (url) => url === 'assets/content-A.js').map((entry) => entry.url)).toEqual(['index.html', 'pages/index.html', 'icons/a.png']);
  });
});

import { createHash } from 'node:crypto';
import {
  ASSISTANT_PACK_ID,
  BLOCKS_PACK_ID,
  itemPackId,
  type PackFile,
  type PackIndex,
  type PackInfo,
  type PackStrand,
} from '../src/shared/offline/packIndex.ts';

/** What the planner needs of a library item (read from its meta.ts by readItemMeta). */
export type ItemMeta = { id: string; kitId: string; strand: PackStrand; grade: number };

/** What the planner needs of an output chunk; `importedCss` are the CSS files it loads with it. */
export type BundleChunk = {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  importedCss: readonly string[];
};

/** The kit whose items are block puzzles: its items' packs need the block editor. */
const BLOCK_PUZZLE_KIT = 'programming-puzzles';
const STRANDS: readonly PackStrand[] = ['science', 'maths', 'programming'];

/**
 * A library item's id, kit, strand and grade from the source of its meta.ts. The build reads the files
 * rather than importing them (they use Lingui macros); contentPacks.test.ts checks every item against the
 * library's own objects.
 */
export function readItemMeta(source: string): ItemMeta | undefined {
  const field = (name: string) => new RegExp(`^\\s*${name}:\\s*'([^']+)'`, 'm').exec(source)?.[1];
  const id = field('id');
  const kitId = field('kitId');
  const strand = field('subject') as PackStrand | undefined;
  const grade = Number(/^\s*grade:\s*(\d+)/m.exec(source)?.[1]);
  if (!id || !kitId || !strand || !STRANDS.includes(strand) || !Number.isInteger(grade)) return undefined;
  return { id, kitId, strand, grade };
}

type Owner = { pack: string; item?: string };

const ITEM_BODY = /\/src\/features\/experiments\/content\/[^/]+\/([^/]+)\/content\.ts$/;
const ITEM_CATALOGUE = /\/locales\/tr\/experiment\/([^/]+)\.po$/;
const BLOCK_EDITOR = /\/src\/features\/experiments\/components\/blocks\/BlocksActivity\.tsx$/;
const ASSISTANT_INDEX = 'virtual:etkibot-index';

function seedOwner(chunk: BundleChunk, items: ReadonlyMap<string, ItemMeta>, activities: ReadonlyMap<string, readonly string[]>): Owner | undefined {
  const facade = chunk.facadeModuleId;
  if (!facade || chunk.isEntry) return undefined;
  const itemId = ITEM_BODY.exec(facade)?.[1] ?? ITEM_CATALOGUE.exec(facade)?.[1];
  const item = itemId ? items.get(itemId) : undefined;
  if (item) return { pack: itemPackId(item.strand, item.grade), item: item.id };
  // A simulation or manipulative that only one pack's items show travels with them; one that several share stays in the shell.
  const users = [...activities].find(([module]) => facade.endsWith(module))?.[1];
  if (users) {
    return sharedOwner(
      users.map((id) => {
        const user = items.get(id);
        return user ? { pack: itemPackId(user.strand, user.grade), item: user.id } : undefined;
      }),
    );
  }
  if (BLOCK_EDITOR.test(facade)) return { pack: BLOCKS_PACK_ID };
  if (facade.endsWith(ASSISTANT_INDEX)) return { pack: ASSISTANT_PACK_ID };
  return undefined;
}

/** The one owner every importer agrees on: same pack, and the same item or none. */
function sharedOwner(owners: readonly (Owner | undefined)[]): Owner | undefined {
  const [first] = owners;
  if (!first || owners.some((owner) => owner?.pack !== first.pack)) return undefined;
  return owners.every((owner) => owner?.item === first.item) ? first : { pack: first.pack };
}

const hashOf = (urls: readonly string[]) =>
  createHash('sha256')
    .update([...urls].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);

/**
 * Splits the build's files between the shell (precached) and the content packs (docs/architecture.md#content-packs).
 * Seeds are the items' bodies and catalogues, the activity components only one pack's items show, the block
 * editor and EtkiBot's index; a chunk or a stylesheet
 * that only a pack's files load joins that pack (Blockly comes with the editor). Throws when the shell
 * would import a pack's file statically, which would break the shell offline.
 */
export function planPacks(input: {
  chunks: readonly BundleChunk[];
  items: readonly ItemMeta[];
  /** The activity components (a simulation, a manipulative) by module path under `src/`, with the items that show them. */
  activities?: ReadonlyMap<string, readonly string[]>;
  sizeOf: (fileName: string) => number;
  version: string;
}): {
  index: PackIndex;
  packFiles: Set<string>;
} {
  const items = new Map(input.items.map((item) => [item.id, item]));
  const owners = new Map<string, Owner>();
  for (const chunk of input.chunks) {
    const owner = seedOwner(chunk, items, input.activities ?? new Map());
    if (owner) owners.set(chunk.fileName, owner);
  }

  const importers = new Map<string, string[]>();
  for (const chunk of input.chunks) {
    for (const target of [...chunk.imports, ...chunk.dynamicImports, ...chunk.importedCss]) {
      importers.set(target, [...(importers.get(target) ?? []), chunk.fileName]);
    }
  }
  const entries = new Set(input.chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const candidates = [...importers.keys()].filter((file) => !entries.has(file) && !owners.has(file));
  for (let changed = true; changed; ) {
    changed = false;
    for (const file of candidates) {
      if (owners.has(file)) continue;
      const owner = sharedOwner((importers.get(file) ?? []).map((importer) => owners.get(importer)));
      if (owner) {
        owners.set(file, owner);
        changed = true;
      }
    }
  }

  for (const chunk of input.chunks) {
    if (owners.has(chunk.fileName)) continue;
    const packImport = chunk.imports.find((file) => owners.has(file));
    if (packImport)
      throw new Error(`The shell's ${chunk.fileName} imports ${packImport} of pack ${owners.get(packImport)?.pack} statically: it would fail offline.`);
  }

  const filesOf = new Map<string, PackFile[]>();
  for (const [fileName, owner] of owners) {
    const file: PackFile = { url: `/${fileName}`, bytes: input.sizeOf(fileName), ...(owner.item ? { item: owner.item } : {}) };
    filesOf.set(owner.pack, [...(filesOf.get(owner.pack) ?? []), file]);
  }
  const describe = (id: string, files: PackFile[], requires: string[]) => {
    const sorted = [...files].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    return { id, files: sorted, bytes: sorted.reduce((sum, file) => sum + file.bytes, 0), hash: hashOf(sorted.map((file) => file.url)), requires };
  };

  const packs: PackInfo[] = [];
  for (const strand of STRANDS) {
    const grades = [...new Set(input.items.filter((item) => item.strand === strand).map((item) => item.grade))].sort((a, b) => a - b);
    for (const grade of grades) {
      const id = itemPackId(strand, grade);
      const members = input.items.filter((item) => item.strand === strand && item.grade === grade);
      const requires = members.some((item) => item.kitId === BLOCK_PUZZLE_KIT) && filesOf.has(BLOCKS_PACK_ID) ? [BLOCKS_PACK_ID] : [];
      packs.push({ ...describe(id, filesOf.get(id) ?? [], requires), kind: 'items', strand, grade, items: members.map((item) => item.id).sort() });
    }
  }
  if (filesOf.has(BLOCKS_PACK_ID)) packs.push({ ...describe(BLOCKS_PACK_ID, filesOf.get(BLOCKS_PACK_ID) ?? [], []), kind: 'blocks' });
  if (filesOf.has(ASSISTANT_PACK_ID)) packs.push({ ...describe(ASSISTANT_PACK_ID, filesOf.get(ASSISTANT_PACK_ID) ?? [], []), kind: 'assistant' });

  return { index: { version: input.version, packs }, packFiles: new Set(owners.keys()) };
}

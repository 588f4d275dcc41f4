import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PACK_INDEX_URL, type PackIndex } from '../src/shared/offline/packIndex.ts';
import { planPacks, readItemMeta, type BundleChunk, type ItemMeta } from './contentPacks.ts';

const LIBRARY = 'src/features/experiments/content';

/**
 * The service worker's precache: the shell only (docs/architecture.md#content-packs). Pack files are downloaded on
 * purpose; rendered pages other than the landing page are kept once opened (sw/runtimeCaching.ts), since the shell
 * draws every public page offline from its own code; and the icons that the web manifest and the file patterns
 * both name are listed once.
 */
export function shellManifest<Entry extends { url: string }>(entries: readonly Entry[], isPackFile: (url: string) => boolean): Entry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.url) || isPackFile(entry.url) || (entry.url.startsWith('pages/') && entry.url !== 'pages/index.html')) return false;
    seen.add(entry.url);
    return true;
  });
}

const ACTIVITY_REGISTRIES = ['src/features/experiments/components/simulations', 'src/features/experiments/components/manipulatives'];

/** `'heating-curve': lazy(() => import('./HeatingCurveSimulation.tsx'))` and `ruler: load('ruler', () => import('./RulerManipulative.tsx'))`. */
const REGISTRY_ENTRY = /^\s*'?([a-z-]+)'?: (?:lazy|load\('[a-z-]+',)\s*\(?\(\) => import\('\.\/([A-Za-z]+\.tsx)'\)/gm;
/** `simulation: 'heating-curve'` and `manipulative: { type: 'ruler'` in an item's content.ts. */
const ACTIVITY_KIND = /(?:simulation: '([a-z-]+)'|manipulative: \{\s*type: '([a-z-]+)')/g;

/**
 * The activity components (simulations, manipulatives) by module path under `src/`, with the ids of the items
 * whose content shows them, read from the two registries and the items' content.ts.
 */
export async function readActivityUsers(root: string, items: readonly ItemMeta[]): Promise<Map<string, string[]>> {
  const moduleOf = new Map<string, string>();
  for (const folder of ACTIVITY_REGISTRIES) {
    const registry = await readFile(path.join(root, folder, 'index.ts'), 'utf8');
    for (const [, kind = '', file = ''] of registry.matchAll(REGISTRY_ENTRY)) moduleOf.set(kind, `/${folder}/${file}`);
  }
  const users = new Map<string, string[]>();
  for (const item of items) {
    const content = await readFile(path.join(root, LIBRARY, item.kitId, item.id, 'content.ts'), 'utf8');
    for (const [, simulation, manipulative] of content.matchAll(ACTIVITY_KIND)) {
      const module = moduleOf.get(simulation ?? manipulative ?? '');
      if (!module) throw new Error(`${LIBRARY}/${item.kitId}/${item.id}/content.ts: no registered activity "${simulation ?? manipulative}"`);
      users.set(module, [...(users.get(module) ?? []), item.id]);
    }
  }
  return users;
}

/** Every library item's meta, read from `<kit>/<item>/meta.ts`. */
export async function readLibraryItems(root: string): Promise<ItemMeta[]> {
  const library = path.join(root, LIBRARY);
  const items: ItemMeta[] = [];
  for (const kit of await readdir(library, { withFileTypes: true })) {
    if (!kit.isDirectory() || kit.name === 'units') continue;
    for (const item of await readdir(path.join(library, kit.name), { withFileTypes: true })) {
      if (!item.isDirectory()) continue;
      const source = await readFile(path.join(library, kit.name, item.name, 'meta.ts'), 'utf8').catch(() => undefined);
      const meta = source === undefined ? undefined : readItemMeta(source);
      if (source !== undefined && !meta) throw new Error(`${LIBRARY}/${kit.name}/${item.name}/meta.ts: id, kitId, subject or grade not found`);
      if (meta) items.push(meta);
    }
  }
  return items;
}

/**
 * Content packs (docs/architecture.md#content-packs): after the client build is written, splits its files
 * between the shell and the packs and writes the pack index. `isPackFile` tells the service worker's
 * precache manifest which files to leave out (vite.config.ts).
 */
export function contentPacks(version: string): Plugin & { isPackFile: (url: string) => boolean; index: () => PackIndex | undefined } {
  let root = process.cwd();
  let outDir = 'dist';
  let packFiles = new Set<string>();
  let index: PackIndex | undefined;
  return {
    name: 'etkilab:content-packs',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_, bundle) {
      const chunks: BundleChunk[] = [];
      const sizes = new Map<string, number>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          sizes.set(output.fileName, Buffer.byteLength(output.code));
          chunks.push({
            fileName: output.fileName,
            facadeModuleId: output.facadeModuleId,
            isEntry: output.isEntry,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
            importedCss: [...(output.viteMetadata?.importedCss ?? [])],
          });
        } else {
          sizes.set(output.fileName, typeof output.source === 'string' ? Buffer.byteLength(output.source) : output.source.byteLength);
        }
      }
      const items = await readLibraryItems(root);
      const planned = planPacks({
        chunks,
        items,
        activities: await readActivityUsers(root, items),
        sizeOf: (fileName) => sizes.get(fileName) ?? 0,
        version,
      });
      packFiles = planned.packFiles;
      index = planned.index;
      await writeFile(path.join(outDir, PACK_INDEX_URL.slice(1)), JSON.stringify(index));
    },
    isPackFile: (url) => packFiles.has(url.replace(/^\//, '')),
    index: () => index,
  };
}

import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read it as a comment). It must be the file's
 * first line: the script's functions are then compiled on the background thread that streams it,
 * instead of one by one on the main thread the first time each is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** A public page's route component, split out of the route tree by the router plugin. */
const PUBLIC_ROUTE_COMPONENT = /\/src\/routes\/_public\/[^?]*\?tsr-split=component/;

/**
 * The chunks a public page runs while it starts: the entry, the public routes' components, and the
 * chunks those import statically. Most of their functions are called before the page answers a tap, so
 * compiling them eagerly off the main thread is work moved, not added; a chunk loaded later for one
 * dialog or game (Blockly, the astronomy tables) is left to V8's lazy compiling.
 */
export function startUpChunks(chunks: Rollup.OutputChunk[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || found.has(chunk.fileName)) return;
    found.add(chunk.fileName);
    for (const imported of chunk.imports) visit(byName.get(imported));
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.moduleIds.some((id) => PUBLIC_ROUTE_COMPONENT.test(id))) visit(chunk);
  }
  return found;
}

/**
 * Puts the compile hint on the start-up chunks. Measured on `/blog` (unthrottled, one load): lazy
 * compiling on the main thread went from 1,112 functions and 169 ms to 124 functions and 16 ms, and
 * Lighthouse's median TBT from 573 to 346 ms (five runs each).
 */
export function compileHints(): Plugin {
  return {
    name: 'etkilab:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After the bundler's own last edits (the preload list it puts at the top of a chunk).
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        for (const name of startUpChunks(chunks)) {
          const chunk = bundle[name];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}

import { createServer, type Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:etkibot-index';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
// The nested server below loads this same config; the flag keeps it from building the index again.
const NESTED = 'ETKIBOT_INDEX_BUILDING';

/**
 * EtkiBot's search index, built when the app is built: the content is TypeScript with Lingui
 * messages, so it is loaded through Vite (with the project's plugins) in a short-lived server, and
 * the index lands in a chunk of its own that only the assistant's route loads (and the service
 * worker precaches).
 */
export function assistantIndex(): Plugin {
  let built: Promise<string> | undefined;
  const build = async (configFile: string): Promise<string> => {
    process.env[NESTED] = '1';
    const server = await createServer({
      configFile,
      appType: 'custom',
      logLevel: 'warn',
      server: { middlewareMode: true, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const { buildIndex } = (await server.ssrLoadModule('/src/features/assistant/content/buildIndex.ts')) as { buildIndex: () => Promise<unknown> };
      return JSON.stringify(await buildIndex());
    } finally {
      await server.close();
      delete process.env[NESTED];
    }
  };
  let configFile = '';
  return {
    name: 'etkilab:assistant-index',
    configResolved(config) {
      configFile = config.configFile ?? '';
    },
    resolveId(id) {
      return id === VIRTUAL_ID && !process.env[NESTED] ? RESOLVED_ID : undefined;
    },
    // In `npm run dev`, content edits rebuild the index on its next load (a page reload).
    handleHotUpdate({ file, server }) {
      if (!/\/(src\/features\/(experiments|tools|forest|help)|locales)\//.test(file)) return;
      built = undefined;
      const module = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) server.moduleGraph.invalidateModule(module);
    },
    load: {
      // Asked only for the index itself, not for each of the app's 1,300 modules.
      filter: { id: new RegExp(`^${RESOLVED_ID}$`) },
      async handler(id) {
        if (id !== RESOLVED_ID) return undefined;
        built ??= build(configFile);
        // A JSON string parsed once is quicker for the browser than the same data as an object literal.
        return `export default JSON.parse(${JSON.stringify(await built)});`;
      },
    },
  };
}

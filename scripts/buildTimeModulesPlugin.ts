import { createServer, type Plugin } from 'vite';

/** A module whose value is worked out when the app is built, from source the browser should not load. */
type BuildTimeModule = {
  /** The source module (served by Vite, so Lingui macros and aliases work) and the function it exports. */
  source: string;
  exportName: string;
  /** Source files whose edit in `npm run dev` makes the value stale. */
  dependsOn: RegExp;
  /**
   * Under `npm run dev` and Vitest, work the value out in the page from the live source instead: cheap
   * enough there, and always current.
   */
  liveWhenServed?: boolean;
};

const MODULES: Readonly<Record<string, BuildTimeModule>> = {
  // EtkiBot's search index: a chunk of its own that only the assistant's route loads (a content pack).
  'virtual:etkibot-index': {
    source: '/src/features/assistant/content/buildIndex.ts',
    exportName: 'buildIndex',
    dependsOn: /\/(src\/features\/(experiments|tools|forest|help)|locales)\//,
  },
  // The landing page's figures, counted from the library without the landing page loading the library.
  'virtual:library-figures': {
    source: '/src/features/experiments/content/figures.ts',
    exportName: 'libraryFigures',
    dependsOn: /\/src\/features\/experiments\/content\//,
    liveWhenServed: true,
  },
};

const RESOLVED_PREFIX = '\0';
/**
 * The nested server below loads this same config; its mode tells this plugin there not to offer the
 * modules (the content it loads never needs them). A mode, not an environment variable: a flag in
 * `process.env` would also hide the modules from the prerender's build running beside it.
 */
const NESTED_MODE = 'build-time-modules';

/**
 * Values the app ships precomputed. The content is TypeScript with Lingui messages, so it is loaded
 * through Vite (with the project's plugins) in one short-lived server that works out every module at
 * once, and each value lands in the bundle as JSON.
 */
export function buildTimeModules(): Plugin {
  let built: Promise<Record<string, string>> | undefined;
  const build = async (configFile: string): Promise<Record<string, string>> => {
    const server = await createServer({
      configFile,
      mode: NESTED_MODE,
      appType: 'custom',
      logLevel: 'warn',
      server: { middlewareMode: true, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      const values: Record<string, string> = {};
      for (const [id, { source, exportName }] of Object.entries(MODULES)) {
        const module = (await server.ssrLoadModule(source)) as Record<string, () => unknown>;
        values[id] = JSON.stringify(await module[exportName]!());
      }
      return values;
    } finally {
      await server.close();
    }
  };
  let configFile = '';
  let served = false;
  let nested = false;
  const resolvedIds = Object.keys(MODULES).map((id) => `${RESOLVED_PREFIX}${id}`);
  return {
    name: 'etkilab:build-time-modules',
    configResolved(config) {
      configFile = config.configFile ?? '';
      served = config.command === 'serve';
      nested = config.mode === NESTED_MODE;
    },
    resolveId(id) {
      return id in MODULES && !nested ? `${RESOLVED_PREFIX}${id}` : undefined;
    },
    // In `npm run dev`, content edits work the values out again on their next load (a page reload).
    handleHotUpdate({ file, server }) {
      const stale = Object.entries(MODULES).filter(([, { dependsOn }]) => dependsOn.test(file));
      if (stale.length === 0) return;
      built = undefined;
      for (const [id] of stale) {
        const module = server.moduleGraph.getModuleById(`${RESOLVED_PREFIX}${id}`);
        if (module) server.moduleGraph.invalidateModule(module);
      }
    },
    load: {
      // Asked only for these modules, not for each of the app's 1,300 modules.
      filter: { id: new RegExp(`^(${resolvedIds.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`) },
      async handler(id) {
        if (!resolvedIds.includes(id)) return undefined;
        const name = id.slice(RESOLVED_PREFIX.length);
        const { source, exportName, liveWhenServed } = MODULES[name]!;
        if (served && liveWhenServed) return `import { ${exportName} } from ${JSON.stringify(source)};\nexport default await ${exportName}();`;
        built ??= build(configFile);
        const value = (await built)[name];
        // A JSON string parsed once is quicker for the browser than the same data as an object literal.
        return `export default JSON.parse(${JSON.stringify(value)});`;
      },
    },
  };
}

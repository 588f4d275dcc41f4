/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/app/pwa/manifest.ts';
import { precompress } from './scripts/precompress.ts';
import { buildTimeModules } from './scripts/buildTimeModulesPlugin.ts';
import { prerenderPages } from './scripts/prerenderPlugin.ts';
import { compileHints } from './scripts/compileHints.ts';
import { contentPacks, shellManifest } from './scripts/contentPacksPlugin.ts';
import { fileURLToPath } from 'node:url';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Shared code that only the signed-in screens use: the progress rules, the classroom's API, the signed-in outbox. */
const SIGNED_IN_SHARED =
  /\/src\/shared\/((progress|announcements|shipping|analytics)\/|api\/(classroom|progress|teachers|shipping|assistant|announcements)\.ts|offline\/(userOutbox|useOwnerDraft|userData|userWriteDefinition|WriteStatus))/;
/** The notices loaded when they are shown (lazyNotice): in a group they came with every page. */
const NOTICES_SHOWN_LATE = /\/src\/shared\/offline\/((InstallOffer|UpdatePrompt|IosInstallHint|OutboxNoticeItems)\.tsx|useDismissedOnDevice\.ts)/;
/** Shared code that the two public `shared` chunks leave to the signed-in chunk or to the notices' own. */
const KEPT_APART = new RegExp(`${SIGNED_IN_SHARED.source}|${NOTICES_SHOWN_LATE.source}`);

const appVersion = process.env.APP_VERSION ?? new Date().toISOString();
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:4173';

export default defineConfig(({ isSsrBuild = false }) => {
  // Items' bodies, the block editor and EtkiBot's index are downloaded in packs, not precached (docs/architecture.md#content-packs).
  const packs = contentPacks(appVersion);
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/routes',
        generatedRouteTree: './src/routeTree.gen.ts',
        routeFileIgnorePattern: '\\.(css|test)\\.tsx?$',
        codeSplittingOptions: {
          // The landing page and its frame ship with the entry: no request waterfall before the first paint.
          splitBehavior: ({ routeId }) => (routeId === '/_public' || routeId === '/_public/' ? [] : undefined),
        },
      }),
      // Babel runs only for the Lingui macros, and only on files that import one: a third of src/ has none,
      // and babel was the largest share of the transform time (build and Vitest alike).
      babel({
        include: /\/src\/.*\.[jt]sx?$/,
        presets: [
          defineRolldownBabelPreset({
            preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
            rolldown: { filter: { code: '@lingui/' } },
          }),
        ],
      }),
      react(),
      lingui(),
      vanillaExtractPlugin(),
      buildTimeModules(),
      // The page renderer's server bundle (scripts/prerenderPlugin.ts) needs neither a worker nor packed files.
      !isSsrBuild && packs,
      !isSsrBuild &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          injectRegister: false,
          registerType: 'prompt',
          manifest: webManifest,
          includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'robots.txt'],
          injectManifest: {
            rollupFormat: 'iife',
            globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,ico,webmanifest}', 'content-packs.json'],
            globIgnores: ['**/og/**'],
            maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            manifestTransforms: [async (entries) => ({ manifest: shellManifest(entries, packs.isPackFile), warnings: [] })],
          },
          devOptions: { enabled: false },
        }),
      prerenderPages(appVersion),
      !isSsrBuild && compileHints(),
      !isSsrBuild && precompress(),
    ],
    resolve: {
      // One alias per top folder: `@/features/…` instead of `../../../features/…` (kept in step with tsconfig.json paths).
      alias: [
        // Node has no DOM for the article sanitiser: the server bundle gives it jsdom's.
        ...(isSsrBuild ? [{ find: /^dompurify$/, replacement: fromRoot('./src/app/prerender/nodePurify.ts') }] : []),
        { find: '@/', replacement: fromRoot('./src/') },
        { find: '@locales/', replacement: fromRoot('./locales/') },
        { find: '@tests/', replacement: fromRoot('./tests/') },
        // The router's store asks for the pre-React-18 shim; React 19 has useSyncExternalStore built in,
        // and the package's own non-shim entry uses it, so the landing page does not carry the fallback.
        { find: 'use-sync-external-store/shim/with-selector', replacement: 'use-sync-external-store/with-selector' },
        // The package's "module" entry is its ES5 build; the app targets ES2022, and the ES2017 build is 0.9 KB
        // (gzip) smaller. It loads with every first page, to register the service worker.
        { find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' },
      ],
    },
    define: { __APP_VERSION__: JSON.stringify(appVersion), __BUILD_YEAR__: JSON.stringify(new Date(appVersion).getFullYear()) },
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/media': { target: apiTarget, changeOrigin: true },
      },
    },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      // The polyfill fetches the page's modulepreload links where the browser does not (Safari before 17). It
      // runs from the entry, once the entry is loaded, only a moment before the router asks for the same
      // chunks, yet every browser downloads it (0.5 KB gzip of the landing page's budget).
      modulePreload: { polyfill: false },
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          // Seven hash characters (the fewest the bundler allows for this many files) tell a file's versions
          // apart as well as eight: the entry names each of its 117 lazy files for preloading, and the character
          // saved on each is 0.17 KB (gzip) of the landing page. The page renderer's server bundle keeps its names.
          ...(isSsrBuild
            ? {}
            : { entryFileNames: 'assets/[name]-[hash:7].js', chunkFileNames: 'assets/[name]-[hash:7].js', assetFileNames: 'assets/[name]-[hash:7][extname]' }),
          codeSplitting: {
            // Everything the landing page imports statically goes into one file: a dozen small shared
            // chunks cost a request each and compress worse than one (about 6 KB gzip more).
            groups: [
              { name: 'app', tags: ['$initial'] },
              // Shared code that the entry does not need goes apart before the groups below take it as a
              // dependency: otherwise a public page with a dialog, a form or an infinite list loads the whole
              // classroom with it. It is two files: the data layer (the query library's hooks, the HTTP client,
              // schemas, form fields), which pages with a form or a server query need, and the rest (dialogs,
              // breadcrumbs, formatting), which the forest's games and the legal pages need without the first
              // (13 of the 17 KB brotli that every forest page fetched when they were one).
              {
                name: 'shared-data',
                test: (id: string) =>
                  (/\/node_modules\/(@tanstack|valibot)\//.test(id) || /\/src\/shared\/(api|ui\/form|offline)\//.test(id)) && !KEPT_APART.test(id),
              },
              { name: 'shared', test: (id: string) => id.includes('/src/shared/') && !KEPT_APART.test(id) },
              // Shared code only signed-in screens use: in `shared`, every public page with a form or a query fetched it.
              { name: 'shared-signed-in', test: SIGNED_IN_SHARED },
              // The library's index (kits, units, every item's meta): the library, the classroom, the progress map and
              // search all read it. Left to the groups below, it went into the classroom's chunk as one of its
              // dependencies, so the library's pages loaded the classroom to list the kits.
              {
                name: 'library',
                test: /\/src\/features\/experiments\/content\/(library\.ts|strands\.ts|units\/|[^/]+\/kit\.ts$|[^/]+\/[^/]+\/meta\.ts$)/,
              },
              // The classroom's screens share most of their code and are used together: one chunk instead
              // of a dozen keeps their names and preload lists (which the entry carries) short.
              {
                name: 'classroom',
                test: /\/src\/(features\/classroom\/|routes\/_app\/(classes|assignments|homeworks|lectures|create-assignment|class-tablet))/,
              },
              // The progress screens (map, student progress, schedule) likewise: one chunk, one short preload list.
              { name: 'progress', test: /\/src\/(features\/progress\/components\/|routes\/_app\/(progress-map|student-progress|schedule)\.tsx)/ },
              // Paths that show one screen (docs/behaviour.md#routes-and-guards: /yardim and /schools are the contact page, /settings the
              // profile, /forest/cleanup and /forest/ecosystem the forest home) share one wrapper file each.
              { name: 'contact-route', test: /\/src\/routes\/_public\/(contact|yardim|schools)\.tsx/ },
              { name: 'profile-route', test: /\/src\/routes\/_app\/(profile|settings)\.tsx/ },
              { name: 'forest-home-route', test: /\/src\/routes\/_public\/forest\/(index|cleanup|ecosystem|\$)\.tsx/ },
            ],
          },
        },
      },
    },
    test: {
      restoreMocks: true,
      // Test files share a worker instead of each starting its own: a fresh jsdom took about a second a file,
      // 9 of CI's 11 minutes of unit tests. freshModules.ts gives each file its own app modules.
      isolate: false,
      setupFiles: ['./tests/fixtures/freshModules.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'client',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
            setupFiles: ['./tests/fixtures/freshModules.ts', './tests/fixtures/vitest.setup.ts'],
          },
        },
        {
          extends: true,
          // The API runs in Node: no DOM to set up, which keeps these tests quick.
          test: { name: 'server', environment: 'node', include: ['server/**/*.test.ts'] },
        },
        {
          extends: true,
          // The real client against the real server through a proxy that loses answers (weak Wi-Fi).
          test: { name: 'faults', environment: 'node', include: ['tests/faults/**/*.test.ts'], testTimeout: 30_000 },
        },
        {
          extends: true,
          // The lint configuration itself: the import boundaries must fail a file that crosses them.
          test: { name: 'lint', environment: 'node', include: ['tests/lint/**/*.test.ts'], testTimeout: 30_000 },
        },
      ],
    },
  };
});

import { describe, expect, it } from 'vitest';
import type { Plugin, Rollup } from 'vite';
import { COMPILE_HINT, compileHints, startUpChunks } from './compileHints.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry, code: `export const name = '${fileName}';` }) as unknown as Rollup.OutputChunk;

const bundle = () => {
  const chunks = [
    chunk('assets/index.js', ['/app/src/main.tsx', '/app/node_modules/react-dom/index.js'], ['assets/vendor.js'], true),
    chunk('assets/vendor.js', ['/app/node_modules/scheduler/index.js']),
    chunk('assets/blog.js', ['/app/src/routes/_public/blog/index.tsx?tsr-split=component'], ['assets/shared.js', 'assets/index.js']),
    chunk('assets/shared.js', ['/app/src/shared/ui/Dialog.tsx'], ['assets/index.js']),
    chunk('assets/dashboard.js', ['/app/src/routes/_app/dashboard/index.tsx?tsr-split=component'], ['assets/classroom.js']),
    chunk('assets/classroom.js', ['/app/src/features/classroom/index.ts']),
    chunk('assets/blockly.js', ['/app/node_modules/blockly/index.js']),
    // A public route's loader, split apart from its component: it runs on the client only when navigating.
    chunk('assets/blog-loader.js', ['/app/src/routes/_public/blog/index.tsx?tsr-split=loader']),
  ];
  return Object.fromEntries(chunks.map((item) => [item.fileName, item])) as Rollup.OutputBundle;
};

describe('startUpChunks', () => {
  it('takes the entry, the public routes’ components and what they import, and nothing loaded later', () => {
    const chunks = Object.values(bundle()) as Rollup.OutputChunk[];
    expect([...startUpChunks(chunks)].sort()).toEqual(['assets/blog.js', 'assets/index.js', 'assets/shared.js', 'assets/vendor.js']);
  });
});

describe('compileHints', () => {
  const run = (output: Rollup.OutputBundle) => {
    const hook = compileHints().generateBundle as { handler: (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void };
    hook.handler.call({}, {}, output);
  };

  it('puts the hint on the first line of the start-up chunks only, once', () => {
    const output = bundle();
    run(output);
    run(output);
    const code = (name: string) => (output[name] as Rollup.OutputChunk).code;
    expect(code('assets/index.js')).toBe(`${COMPILE_HINT}export const name = 'assets/index.js';`);
    expect(code('assets/shared.js').startsWith(COMPILE_HINT)).toBe(true);
    for (const later of ['assets/dashboard.js', 'assets/classroom.js', 'assets/blockly.js', 'assets/blog-loader.js']) {
      expect(code(later)).not.toContain('allFunctionsCalledOnLoad');
    }
  });

  it('is a build-only plugin that runs after the bundler’s own edits', () => {
    const plugin: Plugin = compileHints();
    expect(plugin.apply).toBe('build');
    expect((plugin.generateBundle as { order: string }).order).toBe('post');
  });
});

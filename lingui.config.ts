import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Turkish is the source and the only locale. Long-form areas get a catalogue
 * of their own so their text is loaded with their route, not with the shell.
 */
const splitAreas = ['legal'] as const;

export default defineConfig({
  sourceLocale: 'tr',
  locales: ['tr'],
  fallbackLocales: { default: 'tr' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: splitAreas.map((area) => `<rootDir>/src/features/${area}/**`),
    },
    ...splitAreas.map((area) => ({
      path: `<rootDir>/locales/{locale}/${area}`,
      include: [`<rootDir>/src/features/${area}`],
    })),
  ],
  // File origins without line numbers: moving code does not make the catalogue stale.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importBoundaries } from './eslint.boundaries.js';
import { vocabularyPlugin } from './eslint.vocabulary.js';

/** Strings that are not prose: paths, class names, ids, constants, symbols. */
const notProse = ['^(?![A-ZÇĞİÖŞÜ])\\S+$', '^[A-Z0-9_:./-]+$', '^[^\\p{L}]*$'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'locales', 'test-results', 'playwright-report', '.bench', '.ssr-out', 'dist-plain'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: notProse,
          ignoreNames: [
            {
              regex: {
                pattern:
                  '(className|Class|Id|Key|Url|Path|Href|href|src|to|type|role|rel|target|name|mode|variant|size|tone|as|lang|dir|id|key|path|method|autoComplete|inputMode|fetchPriority|loading|decoding|preload)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            // English server texts looked up to be shown in Turkish.
            'translateKnownMessage',
            'Error',
            'globalStyle',
            'style',
            'keyframes',
            'createVar',
            'matchMedia',
            'window.matchMedia',
            '*.addEventListener',
            '*.removeEventListener',
            'addEventListener',
            'removeEventListener',
            '*.setItem',
            '*.getItem',
            '*.removeItem',
            'Intl.*',
            'new Intl.*',
            '*.toLocaleUpperCase',
            '*.toLocaleLowerCase',
            '*.toLocaleString',
            'URL',
            '*.split',
            '*.startsWith',
            '*.includes',
            '*.join',
            '*.test',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  {
    // Data, styles and build-time config are not interface text, and tests assert on the real strings.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.css.ts', 'src/shared/config/**', 'src/app/pwa/**', 'src/shared/seo/robots.ts', 'src/shared/styles/*.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    // docs/architecture.md#layers-and-boundaries: routes → app → features → shared; a feature is reached through its index.ts only.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importBoundaries(import.meta.dirname) }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Imports that leave a file's neighbourhood use the aliases (@/…, @tests/…, @locales/…): a climb of
    // three folders or more says nothing about where it lands and breaks when either file moves.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./){3,}', message: 'Use the @/ (or @tests/, @locales/) alias instead of climbing three folders or more.' }] },
      ],
    },
  },
  {
    // docs/architecture.md#feature-folders: every feature is made of the same parts.
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { vocabulary: vocabularyPlugin(import.meta.dirname) },
    rules: { 'vocabulary/feature-parts': 'error' },
  },
);

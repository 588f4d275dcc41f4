import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { existsSync, readdirSync } from 'node:fs';

/**
 * Turkish is the source and the only locale. Long-form text gets catalogues of
 * its own, loaded by the routes that show it, so the landing page does not
 * carry every page's words.
 */
const splitCatalogues: Record<string, string[]> = {
  legal: ['src/features/legal'],
  // The API's error texts travel with the API client, which the landing page does not load (errorMessages.ts).
  apiErrors: ['src/shared/api/errorMessages.ts'],
  // Notices few visitors see at a time, loaded with their lazy components (a waiting update, iOS install, sent posts).
  notices: [
    'src/shared/offline/OutboxNoticeItems.tsx',
    'src/shared/offline/UpdatePrompt.tsx',
    'src/shared/offline/IosInstallHint.tsx',
    'src/shared/offline/InstallOffer.tsx',
  ],
  account: [
    ...['first-password', 'forgot-password', 'login', 'profile', 'register', 'welcome', 'PersonFields.tsx'].map((p) => `src/features/auth/components/${p}`),
    'src/features/auth/model/validation',
    'src/features/auth/model/roleLabels.ts',
    'src/features/auth/content/meta.ts',
    // Shared pieces whose screens all load this catalogue: sign-in, profile and the dashboard (which loads it too).
    'src/shared/ui/form/Combobox.tsx',
    'src/shared/ui/form/PasswordField.tsx',
    'src/shared/ui/DemoNoticeDialog.tsx',
    'src/shared/i18n/subjectLabels.ts',
  ],
  dashboard: [
    'src/features/dashboard',
    'src/features/calendar',
    'src/features/help',
    'src/shared/ui/Breadcrumbs.tsx',
    'src/app/layouts/dashboard',
    'src/features/search',
    // The bell and the home card: every dashboard page may show an announcement.
    'src/features/announcements/components/inbox',
    'src/features/announcements/model/labels.ts',
    // The bell's notifications and their read marking's state display (issue 44).
    'src/features/notifications',
    // Every signed-in write's state display: only screens inside the dashboard shell show one.
    'src/shared/offline/WriteStatus.tsx',
    // Offline content packs: Ayarlar and the "not on this device" notices, all inside the dashboard shell.
    'src/features/packs',
  ],
  experiments: ['src/features/experiments'],
  classroom: ['src/features/classroom'],
  progress: ['src/features/progress'],
  // The assistant's screen and its guardrails' texts, loaded by its route only.
  assistant: ['src/features/assistant'],
  shipping: ['src/features/shipping'],
  // The administrator's screens, each loaded by its own route.
  teachers: ['src/features/teachers'],
  analytics: ['src/features/analytics'],
  communications: ['src/features/announcements/components/screen', 'src/features/announcements/model/announcementForm.ts', 'src/features/announcements/api.ts'],
  tools: ['src/features/tools'],
  blog: ['src/features/blog', 'src/features/newsletter'],
  forest: ['src/features/forest'],
  pages: [
    'src/features/site/components/about',
    'src/features/site/components/courses',
    'src/features/contact',
    'src/features/site/content',
    'src/features/site/content/pagesMeta.ts',
    // Fetched with its texts only when an address has no page.
    'src/features/site/components/NotFoundPage.tsx',
  ],
};

const inRoot = (paths: string[]) => paths.map((p) => `<rootDir>/${p}`);

/**
 * Each experiment's body (its six content kinds) has a catalogue of its own, loaded when it is
 * opened: the library's catalogue holds only what lists and search show.
 */
const contentRoot = 'src/features/experiments/content';
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const experimentBodies = folders(contentRoot)
  .flatMap((kit) => folders(`${contentRoot}/${kit}`).map((id) => `${contentRoot}/${kit}/${id}/content.ts`))
  .filter((file) => existsSync(file))
  .sort();
const experimentCatalogues = experimentBodies.map((file) => ({
  path: `<rootDir>/locales/{locale}/experiment/${file.split('/').at(-2)}`,
  include: [`<rootDir>/${file}`],
}));

export default defineConfig({
  sourceLocale: 'tr',
  locales: ['tr'],
  fallbackLocales: { default: 'tr' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: inRoot(Object.values(splitCatalogues).flat()).map((p) => (/\.tsx?$/.test(p) ? p : `${p}/**`)),
    },
    ...Object.entries(splitCatalogues).map(([name, paths]) => ({
      path: `<rootDir>/locales/{locale}/${name}`,
      include: inRoot(paths),
      ...(name === 'experiments' ? { exclude: inRoot(experimentBodies) } : {}),
    })),
    ...experimentCatalogues,
  ],
  // File origins without line numbers: moving code does not make the catalogue stale.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});

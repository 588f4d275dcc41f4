import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  // Only the boundary rules: the files below do not exist, so type-aware rules have nothing to read.
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries (docs/architecture.md#layers-and-boundaries)', () => {
  it.each([
    ['a feature reaching into another feature', 'src/features/search/model/extra.ts', "import { sessionStore } from '@/features/auth/model/session.ts';"],
    ['a feature reaching in by a relative path', 'src/features/blog/model/extra.ts', "import { faqEntries } from '../../contact/content/faq.ts';"],
    ['shared importing a feature', 'src/shared/lib/extra.ts', "import { useSession } from '@/features/auth';"],
    ['shared importing the app', 'src/shared/ui/Extra.tsx', "import { queryClient } from '@/app/queryClient.ts';"],
    ['a feature importing the app', 'src/features/tools/model/extra.ts', "import { router } from '@/app/router.tsx';"],
    ['a feature importing a route', 'src/features/blog/model/extra.ts', "import { Route } from '@/routes/_public/blog/index.tsx';"],
    ['the app reaching into a feature', 'src/app/layouts/Extra.tsx', "import { displayFirstName } from '@/features/auth/model/displayName.ts';"],
    ['the service worker importing page code', 'sw/extra.ts', "import { http } from '../src/shared/api/http.ts';"],
    ['the server importing client code', 'server/http/extra.ts', "import { formatDate } from '../../src/shared/i18n/format.ts';"],
    ['a server module reaching into another module', 'server/modules/teachers/extra.ts', "import { findClass } from '../classroom/access.ts';"],
    ['the seed reaching into a server module', 'server/seed/extra.ts', "import { insertUser } from '../modules/auth/users.ts';"],
    ["a route reaching past its feature's route.ts", 'src/routes/_app/extra.tsx', "import { loginHead } from '@/features/auth/content/meta.ts';"],
    ['server code that is not a test importing a test kit', 'server/modules/teachers/extra.ts', "import { DEMO } from '../classroom/testKit.ts';"],
    ['a fault test reaching into a server module', 'tests/faults/chaos/extra.ts', "import { findClass } from '../../../server/modules/classroom/access.ts';"],
  ])('rejects %s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([expect.stringContaining('import-x/no-restricted-paths')]);
  });

  it.each([
    ['a feature using another feature through its index', 'src/features/calendar/model/extra.ts', "import { useSession } from '@/features/auth';"],
    ['a feature using its own files', 'src/features/auth/model/extra.ts', "import { sessionStore } from './session.ts';"],
    ['a feature using shared code', 'src/features/blog/model/extra.ts', "import { http } from '@/shared/api/http.ts';"],
    ["a route reading a feature's route.ts", 'src/routes/_guest/extra.tsx', "import { loginHead } from '@/features/auth/route.ts';"],
    ['a route loading a feature screen', 'src/routes/_public/extra.tsx', "import { ContactPage } from '@/features/contact/components/ContactPage.tsx';"],
    ['the service worker using the page↔worker protocol', 'sw/extra.ts', "import { SW_MESSAGE } from '../src/shared/offline/swMessages.ts';"],
    ['the server using the API contract', 'server/http/extra.ts', "import { LIMITS } from '../../src/shared/api/contract.ts';"],
    ['the service worker finding a rendered page', 'sw/extra.ts', "import { renderedPageFile } from '../src/shared/config/renderedPages.ts';"],
    ['the server finding a rendered page', 'server/http/extra.ts', "import { renderedPageFile } from '../../src/shared/config/renderedPages.ts';"],
    ['the server using the classroom contract', 'server/http/extra.ts', "import { CLASSROOM_LIMITS } from '../../src/shared/api/classroom.ts';"],
    ['a server module using another through its index', 'server/modules/teachers/extra.ts', "import { findClass } from '../classroom/index.ts';"],
    ["a server test using another module's test kit", 'server/modules/teachers/extra.test.ts', "import { as } from '../classroom/testKit.ts';"],
    [
      'a fault test using a server module through its index',
      'tests/faults/chaos/extra.ts',
      "import { findClass } from '../../../server/modules/classroom/index.ts';",
    ],
    ["a fault test using a server module's test kit", 'tests/faults/chaos/extra.ts', "import { DEMO } from '../../../server/modules/classroom/testKit.ts';"],
    ['a server module using its own files', 'server/modules/classroom/photos/extra.ts', "import { findClass } from '../access.ts';"],
    ["the route registrar taking a module's routes", 'server/modules/index.ts', "import { classroomRoutes } from './classroom/routes.ts';"],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

  it('rejects an import cycle', async () => {
    // Two real modules of one feature: session.ts is imported by sessionStore's neighbours, so a
    // file that session.ts imports cannot import session.ts back.
    const errors = await boundaryErrors(
      'src/features/auth/model/sessionStore.ts',
      "import { sessionStore } from './session.ts';\nexport const x = sessionStore;",
    );
    expect(errors).toEqual([expect.stringContaining('import-x/no-cycle')]);
  });
});

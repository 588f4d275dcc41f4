import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('vocabulary/'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function vocabularyErrors(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText('export const x = 1;\n', { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('feature vocabulary (docs/architecture.md#feature-folders)', () => {
  it.each([
    ['a loader file at the top', 'src/features/blog/loadBlogPages.ts'],
    ['a head file at the top', 'src/features/tools/meta.ts'],
    ['a folder outside the vocabulary', 'src/features/assistant/search/analyzer.ts'],
    ['a sub-feature folder', 'src/features/forest/fire-game/components/FireGame.tsx'],
    ['a hook at the top', 'src/features/notifications/useNotifications.ts'],
    ['a test of a file that is not a part', 'src/features/classroom/submissionWrite.test.ts'],
  ])('rejects %s', async (_name, filePath) => {
    expect(await vocabularyErrors(filePath)).toEqual([expect.stringContaining('vocabulary/feature-parts')]);
  });

  it.each([
    ['the public surface', 'src/features/blog/index.ts'],
    ['queries and writes', 'src/features/blog/api.ts'],
    ['the route glue and its test', 'src/features/classroom/route.test.ts'],
    ['logic in model/', 'src/features/assistant/model/search/analyzer.ts'],
    ['a screen in components/', 'src/features/forest/components/fireGame/FireGame.tsx'],
    ['texts in content/', 'src/features/tools/content/meta.ts'],
    ['code outside the features', 'src/shared/lib/extra.ts'],
  ])('accepts %s', async (_name, filePath) => {
    expect(await vocabularyErrors(filePath)).toEqual([]);
  });
});

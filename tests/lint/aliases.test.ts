import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

const errors = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('imports that leave the neighbourhood use an alias', () => {
  it('refuses a climb of three folders', async () => {
    expect(
      await errors('src/features/experiments/content/programming-puzzles/x/content.ts', "import { build } from '../../../model/blocks/build.ts';"),
    ).toEqual(['no-restricted-imports']);
  });

  it('accepts the alias and a short climb', async () => {
    expect(
      await errors(
        'src/features/experiments/content/programming-puzzles/x/content.ts',
        "import { build } from '@/features/experiments/model/blocks/build.ts';",
      ),
    ).toEqual([]);
    expect(await errors('src/features/experiments/components/blocks/x.ts', "import { build } from '../../model/blocks/build.ts';")).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { experimentSearchEntries } from '@/features/experiments';
import { TOOLS } from '@/features/tools';
import { forestSearchEntries } from '@/features/forest';
// eslint-disable-next-line import-x/no-restricted-paths -- the help feature has no public surface for its topics yet; a test may read them directly
import { HELP_TOPICS } from '@/features/help/content/helpTopics.ts';
import { NO_ANSWER_SET, RETRIEVAL_SET } from './retrievalSet.ts';

// The set itself, not the search: enough cases, each asked once, each pointing at a source that exists.
// Sources are read through the features' public surfaces: the library's search entries carry each
// experiment as `experiment:<id>`, the same key the set uses.

const sources: Record<string, ReadonlySet<string>> = {
  experiment: new Set(
    experimentSearchEntries()
      .map((entry) => entry.id)
      .filter((id) => id.startsWith('experiment:'))
      .map((id) => id.slice('experiment:'.length)),
  ),
  tool: new Set(TOOLS.map((tool) => tool.id)),
  forest: new Set(forestSearchEntries().map((entry) => entry.id)),
  help: new Set(Object.values(HELP_TOPICS).flatMap((topics) => topics.map((topic) => topic.id))),
};

const normalise = (question: string) => question.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr');

describe('retrieval set', () => {
  it('has at least 60 cases', () => {
    expect(RETRIEVAL_SET.length).toBeGreaterThanOrEqual(60);
  });

  it('asks every question once', () => {
    const questions = [...RETRIEVAL_SET.map((entry) => entry.question), ...NO_ANSWER_SET].map(normalise);
    const repeated = questions.filter((question, index) => questions.indexOf(question) !== index);
    expect(repeated).toEqual([]);
  });

  it('names a real experiment, tool, forest entry or help topic in every expected key', () => {
    const unknown = RETRIEVAL_SET.filter(({ expected }) => {
      const separator = expected.indexOf(':');
      const kind = expected.slice(0, separator);
      const id = expected.slice(separator + 1);
      return separator < 1 || !sources[kind]?.has(id);
    }).map(({ expected }) => expected);
    expect(unknown).toEqual([]);
  });

  it('asks about every kind of source', () => {
    const kinds = new Set(RETRIEVAL_SET.map(({ expected }) => expected.split(':')[0]));
    expect([...kinds].sort()).toEqual(['experiment', 'forest', 'help', 'tool']);
  });

  it('has no empty questions', () => {
    expect(RETRIEVAL_SET.filter(({ question }) => question.trim() === '')).toEqual([]);
    expect(NO_ANSWER_SET.filter((question) => question.trim() === '')).toEqual([]);
  });

  it('keeps ten to fifteen questions the content cannot answer', () => {
    expect(NO_ANSWER_SET.length).toBeGreaterThanOrEqual(10);
    expect(NO_ANSWER_SET.length).toBeLessThanOrEqual(15);
  });
});

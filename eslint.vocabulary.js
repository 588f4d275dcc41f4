import { relative, sep } from 'node:path';

/**
 * The words a feature folder is made of (docs/architecture.md#feature-folders): its public surface,
 * its queries and writes, what its routes read, and three folders. Anything else at a feature's top
 * is a new word, and a reader of the next feature would have to learn it.
 */
const FEATURE_FILES = ['index.ts', 'api.ts', 'route.ts'];
const FEATURE_FOLDERS = ['model', 'components', 'content'];

/** Where a file sits in the vocabulary: null when it is not in a feature or is in its place. */
function vocabularyProblem(root, filename) {
  const parts = relative(root, filename).split(sep);
  if (parts[0] !== 'src' || parts[1] !== 'features' || parts.length < 4) return null;
  const [, , feature, top] = parts;
  const inFolder = parts.length > 4;
  const allowed = inFolder ? FEATURE_FOLDERS.includes(top) : FEATURE_FILES.includes(top) || /^(index|api|route)\.test\.tsx?$/.test(top);
  return allowed ? null : { feature, part: inFolder ? `${top}/` : top };
}

/** A one-rule plugin: `vocabulary/feature-parts`. */
export function vocabularyPlugin(root) {
  return {
    rules: {
      'feature-parts': {
        meta: {
          type: 'problem',
          schema: [],
          messages: {
            outside:
              'The "{{feature}}" feature holds "{{part}}" at its top: a feature is index.ts, api.ts, route.ts (and their tests), model/, components/ and content/ (docs/architecture.md#feature-folders).',
          },
        },
        create(context) {
          const problem = vocabularyProblem(root, context.filename);
          return problem ? { Program: (node) => context.report({ node, messageId: 'outside', data: problem }) } : {};
        },
      },
    },
  };
}

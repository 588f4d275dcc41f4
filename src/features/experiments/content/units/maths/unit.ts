import type { Grade, Unit } from '../../types.ts';

/**
 * A maths unit: `path` is its place in the programme below the grade, the numbers its outcome codes start
 * with: [1] is a learning area (öğrenme alanı, M.5.1), [1, 3] a sub-learning area (alt öğrenme alanı,
 * M.5.1.3, whose outcomes are M.5.1.3.1, M.5.1.3.2, …).
 */
export const mathsUnit = (grade: Grade, path: readonly number[], title: Unit['title']): Unit => ({
  id: ['M', grade, ...path].join('.'),
  subject: 'maths',
  grade,
  title,
});

import { describe, expect, it } from 'vitest';
import { linkHref } from './labels.ts';

describe('where an announcement’s link leads', () => {
  it('sends learners to their homework page and staff to the assignment', () => {
    const link = { kind: 'assignment', assignment_id: 4 } as const;
    expect(linkHref(link, 'student')).toBe('/homeworks/4');
    expect(linkHref(link, 'parent')).toBe('/homeworks/4');
    expect(linkHref(link, 'teacher')).toBe('/assignments/4');
    expect(linkHref(link, 'administrator')).toBe('/assignments/4');
  });

  it('opens an experiment in the library for everyone', () => {
    expect(linkHref({ kind: 'experiment', experiment_id: 'gölge oyunu' }, 'student')).toBe('/dashboard/experiment-kits/experiment/g%C3%B6lge%20oyunu');
  });
});

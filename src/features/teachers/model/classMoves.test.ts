import { describe, expect, it } from 'vitest';
import type { SchoolTeacher } from '@/shared/api/teachers.ts';
import { movableClasses, moveTargets } from './classMoves.ts';

const teacher = (id: number, full_name: string, classes: SchoolTeacher['classes'], active = true): SchoolTeacher => ({
  id,
  first_name: full_name.split(' ')[0] ?? '',
  last_name: full_name.split(' ')[1] ?? '',
  full_name,
  email: `${id}@okul.example`,
  branch: null,
  classes,
  last_seen_at: null,
  active,
  must_change_password: false,
});

const teachers = [
  teacher(1, 'Ayşe Demir', [
    { id: 10, name: '6-A', status: 'active' },
    { id: 11, name: '5-B', status: 'active' },
  ]),
  teacher(2, 'Hakan Şahin', [{ id: 12, name: '10-C', status: 'archived' }], false),
  teacher(3, 'Murat Aydın', []),
];

describe('moving a class', () => {
  it('offers every class of the school by name, with who has it', () =>
    expect(movableClasses(teachers).map((cls) => `${cls.name} ${cls.teacherName}`)).toEqual(['5-B Ayşe Demir', '6-A Ayşe Demir', '10-C Hakan Şahin']));

  it('offers the school’s active teachers except the one who has the class', () => {
    const [b5, , c10] = movableClasses(teachers);
    expect(moveTargets(teachers, b5).map((t) => t.id)).toEqual([3]);
    expect(moveTargets(teachers, c10).map((t) => t.id)).toEqual([1, 3]);
    expect(moveTargets(teachers, undefined).map((t) => t.id)).toEqual([1, 3]);
  });
});

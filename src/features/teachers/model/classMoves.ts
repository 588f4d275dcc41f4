import type { SchoolTeacher } from '@/shared/api/teachers.ts';

export type MovableClass = { id: number; name: string; teacherId: number; teacherName: string };

const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/** Every class of the school's teachers, by name, with who has it now. */
export function movableClasses(teachers: readonly SchoolTeacher[]): MovableClass[] {
  return teachers
    .flatMap((teacher) => teacher.classes.map((cls) => ({ id: cls.id, name: cls.name, teacherId: teacher.id, teacherName: teacher.full_name })))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/** Who may take the class: the school's active teachers, except the one who has it. */
export function moveTargets(teachers: readonly SchoolTeacher[], cls: MovableClass | undefined): SchoolTeacher[] {
  return teachers.filter((teacher) => teacher.active && teacher.id !== cls?.teacherId);
}

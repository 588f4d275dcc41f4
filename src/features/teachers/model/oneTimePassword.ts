import type { TeacherPasswordResponse } from '@/shared/api/teachers.ts';

/** docs/behaviour.md#limits-and-constants: a copy confirmation shows for 2 s. */
export const COPIED_MS = 2000;

/**
 * What the screen shows after an invite or a new password: the password, once, for the teacher named;
 * or, when the server would not show it again (a repeat after its minutes, or once it was used), the
 * server's word that a new one must be issued.
 */
export type PasswordNotice =
  | { kind: 'password'; teacherId: number; teacherName: string; password: string }
  | { kind: 'not-shown'; teacherId: number; teacherName: string; message: string };

export function passwordNotice(answer: TeacherPasswordResponse): PasswordNotice {
  const { id, full_name } = answer.teacher;
  return answer.one_time_password
    ? { kind: 'password', teacherId: id, teacherName: full_name, password: answer.one_time_password }
    : { kind: 'not-shown', teacherId: id, teacherName: full_name, message: answer.message ?? '' };
}

/** The password in groups of four, to read it out or copy it by hand without losing one's place; copying takes the whole. */
export function readableGroups(password: string): string[] {
  return password.match(/.{1,4}/g) ?? [];
}

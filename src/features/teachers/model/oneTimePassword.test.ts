import { describe, expect, it } from 'vitest';
import type { SchoolTeacher, TeacherPasswordResponse } from '@/shared/api/teachers.ts';
import { passwordNotice, readableGroups } from './oneTimePassword.ts';

const teacher: SchoolTeacher = {
  id: 41,
  first_name: 'Gül',
  last_name: 'Ekinci',
  full_name: 'Gül Ekinci',
  email: 'gul@okul.example',
  branch: null,
  classes: [],
  last_seen_at: null,
  active: true,
  must_change_password: true,
};
const answer = (changes: Partial<TeacherPasswordResponse>): TeacherPasswordResponse => ({
  success: true,
  message: 'Oluşturuldu.',
  teacher,
  one_time_password: null,
  ...changes,
});

describe('the one-time password notice', () => {
  it('shows the password the answer gives, for the teacher named', () =>
    expect(passwordNotice(answer({ one_time_password: 'Hx7kPq3mWz9a' }))).toEqual({
      kind: 'password',
      teacherId: 41,
      teacherName: 'Gül Ekinci',
      password: 'Hx7kPq3mWz9a',
    }));

  it('says why there is none when the server would not show it again', () =>
    expect(passwordNotice(answer({ message: 'Yeniden gösterilemez.' }))).toEqual({
      kind: 'not-shown',
      teacherId: 41,
      teacherName: 'Gül Ekinci',
      message: 'Yeniden gösterilemez.',
    }));

  it('groups the password by four for reading, keeping every character', () => {
    expect(readableGroups('Hx7kPq3mWz9a')).toEqual(['Hx7k', 'Pq3m', 'Wz9a']);
    expect(readableGroups('Hx7kPq').join('')).toBe('Hx7kPq');
    expect(readableGroups('')).toEqual([]);
  });
});

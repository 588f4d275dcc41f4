import { describe, expect, it } from 'vitest';
import { decidePosting, reaches, recipientsOf, writableAudiences, type AudienceFacts, type AudiencePerson } from './index.ts';

// One school in a few rows: teacher 1 teaches 5-B (10) and 6-A (11); teacher 2 teaches 5-C (12);
// 5-D (13) is archived; 20 is another school's 5th grade. Students 100–105, parents 200–201.
const SCHOOL = 'Atatürk Ortaokulu';
const OTHER = 'Cumhuriyet İlkokulu';
const teacher: AudiencePerson = { id: 1, role: 'teacher', school: SCHOOL };
const colleague: AudiencePerson = { id: 2, role: 'teacher', school: SCHOOL };
const admin: AudiencePerson = { id: 3, role: 'administrator', school: SCHOOL };
const otherAdmin: AudiencePerson = { id: 4, role: 'administrator', school: OTHER };
const otherTeacher: AudiencePerson = { id: 5, role: 'teacher', school: OTHER };

const facts: AudienceFacts = {
  classes: [
    { id: 10, school: SCHOOL, grade: '5', status: 'active', teacher_id: 1, student_count: 1 },
    { id: 11, school: SCHOOL, grade: '6', status: 'active', teacher_id: 1, student_count: 1 },
    { id: 12, school: SCHOOL, grade: '5', status: 'active', teacher_id: 2 },
    { id: 13, school: SCHOOL, grade: '7', status: 'archived', teacher_id: 2 },
    { id: 20, school: OTHER, grade: '5', status: 'active', teacher_id: 5 },
  ],
  enrolments: [
    { class_id: 10, student_id: 100, status: 'active' },
    { class_id: 10, student_id: 101, status: 'inactive' },
    { class_id: 11, student_id: 102, status: 'active' },
    { class_id: 12, student_id: 103, status: 'active' },
    { class_id: 13, student_id: 104, status: 'active' },
    { class_id: 20, student_id: 105, status: 'active' },
  ],
  guardians: [
    { parent_id: 200, student_id: 100 },
    { parent_id: 201, student_id: 105 },
  ],
};
const staff = [teacher, colleague, admin, otherAdmin, otherTeacher];
const student = (id: number): AudiencePerson => ({ id, role: 'student', school: null });
const parent = (id: number): AudiencePerson => ({ id, role: 'parent', school: null });

describe('who an announcement reaches', () => {
  it('a class: its active students, their parents, its teacher and the school administrator', () => {
    expect(recipientsOf({ school: SCHOOL, audience: { kind: 'class', class_id: 10 } }, facts, staff)).toEqual({
      students: [100],
      parents: [200],
      staff: [1, 3],
    });
  });

  it('a grade: the students of that grade’s active classes in the school only, and their teachers', () => {
    expect(recipientsOf({ school: SCHOOL, audience: { kind: 'grade', grade: '5' } }, facts, staff)).toEqual({
      students: [100, 103],
      parents: [200],
      staff: [1, 2, 3],
    });
    // 5-D is archived: its students are not in this year's 7th grade.
    expect(recipientsOf({ school: SCHOOL, audience: { kind: 'grade', grade: '7' } }, facts, staff).students).toEqual([]);
  });

  it('the whole school: every active class’s students, every teacher, parents of reached children; not the other school', () => {
    expect(recipientsOf({ school: SCHOOL, audience: { kind: 'school' } }, facts, staff)).toEqual({
      students: [100, 102, 103],
      parents: [200],
      staff: [1, 2, 3],
    });
  });

  it('never reaches a student through the school their account claims', () => {
    const claimed: AudiencePerson = { id: 999, role: 'student', school: SCHOOL };
    expect(reaches({ school: SCHOOL, audience: { kind: 'school' } }, claimed, facts)).toBe(false);
  });

  it('reaches a parent through any child, and a student in two classes through both', () => {
    const twoClasses: AudienceFacts = { ...facts, enrolments: [...facts.enrolments, { class_id: 20, student_id: 100, status: 'active' }] };
    expect(reaches({ school: OTHER, audience: { kind: 'school' } }, student(100), twoClasses)).toBe(true);
    expect(reaches({ school: OTHER, audience: { kind: 'school' } }, parent(200), twoClasses)).toBe(true);
    expect(reaches({ school: OTHER, audience: { kind: 'school' } }, parent(200), facts)).toBe(false);
  });

  it('keeps reaching an archived class’s active students, who are on its list still', () => {
    expect(reaches({ school: SCHOOL, audience: { kind: 'class', class_id: 13 } }, student(104), facts)).toBe(true);
  });
});

describe('who may write what', () => {
  it('lets a teacher write to their own active classes and the grades they teach, not to another’s class or the school', () => {
    expect(decidePosting(teacher, { kind: 'class', class_id: 10 }, facts.classes)).toEqual({
      ok: true,
      target: { school: SCHOOL, audience: { kind: 'class', class_id: 10 } },
    });
    expect(decidePosting(teacher, { kind: 'grade', grade: '6' }, facts.classes).ok).toBe(true);
    expect(decidePosting(teacher, { kind: 'class', class_id: 12 }, facts.classes)).toEqual({ ok: false, refusal: 'not_found' });
    expect(decidePosting(teacher, { kind: 'grade', grade: '7' }, facts.classes)).toEqual({ ok: false, refusal: 'not_found' });
    expect(decidePosting(teacher, { kind: 'school' }, facts.classes)).toEqual({ ok: false, refusal: 'forbidden' });
  });

  it('lets no teacher claim a grade through an empty class of it; the administrator still writes to it', () => {
    const empty = { id: 30, school: SCHOOL, grade: '8', status: 'active', teacher_id: 1, student_count: 0 } as const;
    const classes = [...facts.classes, empty];
    expect(decidePosting(teacher, { kind: 'grade', grade: '8' }, classes)).toEqual({ ok: false, refusal: 'not_found' });
    expect(writableAudiences(teacher, classes)).not.toContainEqual({ kind: 'grade', grade: '8' });
    expect(writableAudiences(teacher, classes)).toContainEqual({ kind: 'class', class_id: 30 });
    expect(decidePosting(admin, { kind: 'grade', grade: '8' }, classes).ok).toBe(true);
  });

  it('refuses an archived class, even to its teacher', () => {
    expect(decidePosting(colleague, { kind: 'class', class_id: 13 }, facts.classes)).toEqual({ ok: false, refusal: 'not_found' });
  });

  it('lets the administrator write anything in their school and nothing in another', () => {
    expect(decidePosting(admin, { kind: 'class', class_id: 12 }, facts.classes).ok).toBe(true);
    expect(decidePosting(admin, { kind: 'grade', grade: '5' }, facts.classes).ok).toBe(true);
    expect(decidePosting(admin, { kind: 'school' }, facts.classes)).toEqual({ ok: true, target: { school: SCHOOL, audience: { kind: 'school' } } });
    expect(decidePosting(admin, { kind: 'class', class_id: 20 }, facts.classes)).toEqual({ ok: false, refusal: 'not_found' });
    // A grade with no class this year in the school reaches nobody: there is nothing of theirs to write to.
    expect(decidePosting(admin, { kind: 'grade', grade: '8' }, facts.classes)).toEqual({ ok: false, refusal: 'not_found' });
    expect(decidePosting(otherAdmin, { kind: 'class', class_id: 10 }, facts.classes)).toEqual({ ok: false, refusal: 'not_found' });
  });

  it('lets no student or parent write', () => {
    expect(decidePosting(student(100), { kind: 'class', class_id: 10 }, facts.classes)).toEqual({ ok: false, refusal: 'forbidden' });
    expect(decidePosting(parent(200), { kind: 'school' }, facts.classes)).toEqual({ ok: false, refusal: 'forbidden' });
  });

  it('offers each writer exactly the audiences they may pick', () => {
    expect(writableAudiences(teacher, facts.classes)).toEqual([
      { kind: 'grade', grade: '5' },
      { kind: 'grade', grade: '6' },
      { kind: 'class', class_id: 10 },
      { kind: 'class', class_id: 11 },
    ]);
    expect(writableAudiences(admin, facts.classes)[0]).toEqual({ kind: 'school' });
    expect(writableAudiences(student(100), facts.classes)).toEqual([]);
    for (const audience of writableAudiences(admin, facts.classes)) expect(decidePosting(admin, audience, facts.classes).ok).toBe(true);
  });
});

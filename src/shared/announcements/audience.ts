/**
 * Who an announcement reaches and who may write what (issue 18). Framework-free: the server decides
 * with it, and the client can use it to offer only the audiences a writer may pick. Every decision
 * takes the facts as plain rows (classes, enrolments, guardian links, staff), so the server loads only
 * the rows a caller touches and a test states a school in a few lines.
 *
 * Reach:
 * - a class: the students active in it, and its teacher;
 * - a grade of a school: the students active in that school's active classes of the grade, and their teachers;
 * - the whole school: the students active in any of its active classes, and its teachers;
 * - parents of any reached student; the school's administrator reads everything of their school.
 * A student or parent belongs to a school only through its class lists: the school on a self-made
 * account is a free-text claim and never widens what they read.
 */
import { ANNOUNCEMENT_GRADES, type AnnouncementAudienceInput, type AnnouncementGrade } from '../api/announcements.ts';
import type { ClassGrade, ClassStatus, EnrolmentStatus } from '../api/classroom.ts';
import type { Role } from '../api/contract.ts';

export type AudienceClass = {
  id: number;
  school: string | null;
  grade: ClassGrade;
  status: ClassStatus;
  teacher_id: number;
  /** Active students on the list: a teacher writes to a grade only through a class with some (posting.ts). Counted for writers' classes only. */
  student_count?: number;
};
export type AudienceEnrolment = { class_id: number; student_id: number; status: EnrolmentStatus };
export type GuardianLink = { parent_id: number; student_id: number };
export type AudiencePerson = { id: number; role: Role; school: string | null };

/** The rows a decision reads; for one reader, the rows about them are enough. */
export type AudienceFacts = {
  classes: readonly AudienceClass[];
  enrolments: readonly AudienceEnrolment[];
  guardians: readonly GuardianLink[];
};

/** Where an announcement goes: its school (the author's, or the class's) and its audience. */
export type AudienceTarget = { school: string | null; audience: AnnouncementAudienceInput };

/**
 * One text per audience, so "does it reach me?" is a set lookup (and an indexed SQL `IN` on the
 * server). JSON keeps any school name unambiguous; a class id is unique across schools.
 */
export function audienceKey({ school, audience }: AudienceTarget): string {
  switch (audience.kind) {
    case 'class':
      return JSON.stringify(['class', audience.class_id]);
    case 'grade':
      return JSON.stringify(['grade', school, audience.grade]);
    default:
      return JSON.stringify(['school', school]);
  }
}

const isAnnouncementGrade = (grade: ClassGrade): grade is AnnouncementGrade => grade !== 'mixed';

/** A student's keys from their active enrolments; grade and school only through an active class of a school. */
function studentKeys(studentId: number, facts: AudienceFacts, keys: Set<string>): void {
  for (const enrolment of facts.enrolments) {
    if (enrolment.student_id !== studentId || enrolment.status !== 'active') continue;
    const cls = facts.classes.find((candidate) => candidate.id === enrolment.class_id);
    if (!cls) continue;
    keys.add(audienceKey({ school: cls.school, audience: { kind: 'class', class_id: cls.id } }));
    if (cls.status !== 'active' || cls.school === null) continue;
    if (isAnnouncementGrade(cls.grade)) keys.add(audienceKey({ school: cls.school, audience: { kind: 'grade', grade: cls.grade } }));
    keys.add(audienceKey({ school: cls.school, audience: { kind: 'school' } }));
  }
}

/** A teacher's: every class of theirs (an archived one's old news still concerns them), the grades they teach now, their school. */
function teacherKeys(teacher: AudiencePerson, facts: AudienceFacts, keys: Set<string>): void {
  for (const cls of facts.classes) {
    if (cls.teacher_id !== teacher.id) continue;
    keys.add(audienceKey({ school: cls.school, audience: { kind: 'class', class_id: cls.id } }));
    if (cls.status === 'active' && cls.school !== null && isAnnouncementGrade(cls.grade)) {
      keys.add(audienceKey({ school: cls.school, audience: { kind: 'grade', grade: cls.grade } }));
    }
  }
  if (teacher.school !== null) keys.add(audienceKey({ school: teacher.school, audience: { kind: 'school' } }));
}

/** The administrator oversees their school: every class of it, every grade, the whole school. */
function administratorKeys(school: string | null, facts: AudienceFacts, keys: Set<string>): void {
  if (school === null) return;
  keys.add(audienceKey({ school, audience: { kind: 'school' } }));
  for (const grade of ANNOUNCEMENT_GRADES) keys.add(audienceKey({ school, audience: { kind: 'grade', grade } }));
  for (const cls of facts.classes) if (cls.school === school) keys.add(audienceKey({ school, audience: { kind: 'class', class_id: cls.id } }));
}

/** Every audience key that reaches this person, given the facts about them. */
export function readerKeys(reader: AudiencePerson, facts: AudienceFacts): Set<string> {
  const keys = new Set<string>();
  switch (reader.role) {
    case 'student':
      studentKeys(reader.id, facts, keys);
      break;
    case 'parent':
      for (const link of facts.guardians) if (link.parent_id === reader.id) studentKeys(link.student_id, facts, keys);
      break;
    case 'teacher':
      teacherKeys(reader, facts, keys);
      break;
    default:
      administratorKeys(reader.school, facts, keys);
  }
  return keys;
}

export const reaches = (target: AudienceTarget, reader: AudiencePerson, facts: AudienceFacts): boolean => readerKeys(reader, facts).has(audienceKey(target));

export type Recipients = { students: number[]; parents: number[]; staff: number[] };

/**
 * Everyone among the facts' people an announcement reaches, by kind, ids ascending. `staff` are the
 * school's teachers and administrators (class teachers are found from the classes too).
 */
export function recipientsOf(target: AudienceTarget, facts: AudienceFacts, staff: readonly AudiencePerson[] = []): Recipients {
  const reached = (people: AudiencePerson[]) =>
    people
      .filter((person) => reaches(target, person, facts))
      .map((person) => person.id)
      .sort((a, b) => a - b);
  const unique = (ids: number[]) => [...new Set(ids)];
  const staffById = new Map(staff.map((person) => [person.id, person]));
  for (const cls of facts.classes) {
    if (!staffById.has(cls.teacher_id)) staffById.set(cls.teacher_id, { id: cls.teacher_id, role: 'teacher', school: null });
  }
  return {
    students: reached(unique(facts.enrolments.map((row) => row.student_id)).map((id) => ({ id, role: 'student', school: null }))),
    parents: reached(unique(facts.guardians.map((row) => row.parent_id)).map((id) => ({ id, role: 'parent', school: null }))),
    staff: reached([...staffById.values()]),
  };
}

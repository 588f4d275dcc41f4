/**
 * Who may write what (issue 18): a teacher to their own active classes or a grade they teach an
 * active class with active students in, within their school (an empty class of a grade, made by
 * anyone, claims nobody's announcements); the school administrator to any active class or grade of
 * their school, or the whole school. Students and parents write none.
 *
 * The answer says how a refusal is told: `forbidden` for what the writer's role may never do (403),
 * `not_found` for a class or grade that is not theirs (404, as for anything else not theirs, so a
 * refusal never confirms that another school's class exists).
 */
import type { AnnouncementAudienceInput, AnnouncementGrade } from '../api/announcements.ts';
import type { AudienceClass, AudiencePerson, AudienceTarget } from './audience.ts';

export type PostingDecision = { ok: true; target: AudienceTarget } | { ok: false; refusal: 'forbidden' | 'not_found' };

const refuse = (refusal: 'forbidden' | 'not_found'): PostingDecision => ({ ok: false, refusal });

/** A class the author may write to: an active one they teach, or (administrator) any active one of their school. */
function writableClass(author: AudiencePerson, cls: AudienceClass): boolean {
  if (cls.status !== 'active') return false;
  if (author.role === 'teacher') return cls.teacher_id === author.id;
  return author.school !== null && cls.school === author.school;
}

/** A class through which the author reaches its grade: the administrator's school's, or a teacher's own with active students. */
function speaksForGrade(author: AudiencePerson, cls: AudienceClass): boolean {
  if (author.school === null || cls.grade === 'mixed' || cls.school !== author.school || !writableClass(author, cls)) return false;
  return author.role === 'administrator' || (cls.student_count ?? 0) > 0;
}

/** A grade of the author's school they may write to: one with a class that speaks for it. */
function writableGrade(author: AudiencePerson, grade: AnnouncementGrade, classes: readonly AudienceClass[]): boolean {
  return classes.some((cls) => cls.grade === grade && speaksForGrade(author, cls));
}

/**
 * Whether `author` may send to `audience`, and where it then goes. `classes` must hold the classes the
 * author could write to (a teacher's own, an administrator's school's); others are simply not found.
 */
export function decidePosting(author: AudiencePerson, audience: AnnouncementAudienceInput, classes: readonly AudienceClass[]): PostingDecision {
  if (author.role !== 'teacher' && author.role !== 'administrator') return refuse('forbidden');
  switch (audience.kind) {
    case 'class': {
      const cls = classes.find((candidate) => candidate.id === audience.class_id);
      // The class's own school, so a teacher who has since moved school still writes to the class's readers.
      return cls && writableClass(author, cls) ? { ok: true, target: { school: cls.school, audience } } : refuse('not_found');
    }
    case 'grade':
      return writableGrade(author, audience.grade, classes) ? { ok: true, target: { school: author.school, audience } } : refuse('not_found');
    default:
      if (author.role === 'teacher') return refuse('forbidden');
      return author.school === null ? refuse('not_found') : { ok: true, target: { school: author.school, audience } };
  }
}

/** The audiences a writer may pick from, for the client's form (the server decides again on sending). */
export function writableAudiences(author: AudiencePerson, classes: readonly AudienceClass[]): AnnouncementAudienceInput[] {
  if (author.role !== 'teacher' && author.role !== 'administrator') return [];
  const own = classes.filter((cls) => writableClass(author, cls));
  const grades = [...new Set(own.flatMap((cls) => (cls.grade !== 'mixed' && speaksForGrade(author, cls) ? [cls.grade] : [])))];
  grades.sort((a, b) => Number(a) - Number(b));
  return [
    ...(author.role === 'administrator' && author.school !== null ? [{ kind: 'school' } as const] : []),
    ...grades.map((grade) => ({ kind: 'grade', grade }) as const),
    ...own.map((cls) => ({ kind: 'class', class_id: cls.id }) as const),
  ];
}

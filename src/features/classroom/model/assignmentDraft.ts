import {
  CLASSROOM_LIMITS,
  type AnswerKeyEntry,
  type Assignment,
  type AssignmentCreateRequest,
  type AssignmentReveal,
  type AssignmentUpdateRequest,
  type ContentRef,
} from '@/shared/api/classroom.ts';
import type { ValidationErrors } from '@/shared/api/contract.ts';

export type WhenMode = 'now' | 'scheduled' | 'draft';

/** What the create-assignment form holds while the teacher fills it in. */
export type AssignmentDraft = {
  classId: number | null;
  content: ContentRef;
  title: string;
  instructions: string;
  audience: 'class' | 'students';
  studentIds: number[];
  when: WhenMode;
  /** ISO times (from the date pickers), or null while empty or not a date. */
  publishAt: string | null;
  dueAt: string | null;
  /** When students see their auto score: after grading or the due time (default), or at once for practice. */
  reveal: AssignmentReveal;
};

export type DraftProblem =
  | 'class-required'
  | 'content-required'
  | 'title-required'
  | 'title-too-short'
  | 'title-too-long'
  | 'instructions-too-long'
  | 'free-needs-instructions'
  | 'students-required'
  | 'publish-required'
  | 'publish-in-past'
  | 'due-required'
  | 'due-in-past'
  | 'due-before-publish';

export type DraftField = 'classId' | 'content' | 'title' | 'instructions' | 'studentIds' | 'publishAt' | 'dueAt';

/** Every problem of the draft, one per field, in the order the form shows them. */
export function checkDraft(draft: AssignmentDraft, now: number): Partial<Record<DraftField, DraftProblem>> {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  const title = draft.title.trim();
  if (draft.classId === null) problems.classId = 'class-required';
  if (draft.content.kind !== 'free' && !draft.content.ref) problems.content = 'content-required';
  if (!title) problems.title = 'title-required';
  else if (title.length < CLASSROOM_LIMITS.titleMin) problems.title = 'title-too-short';
  else if (title.length > CLASSROOM_LIMITS.titleMax) problems.title = 'title-too-long';
  if (draft.instructions.length > CLASSROOM_LIMITS.instructionsMax) problems.instructions = 'instructions-too-long';
  else if (draft.content.kind === 'free' && !draft.instructions.trim()) problems.instructions = 'free-needs-instructions';
  if (draft.audience === 'students' && draft.studentIds.length === 0) problems.studentIds = 'students-required';
  if (draft.when === 'scheduled') {
    if (!draft.publishAt) problems.publishAt = 'publish-required';
    else if (Date.parse(draft.publishAt) <= now) problems.publishAt = 'publish-in-past';
  }
  if (!draft.dueAt) problems.dueAt = 'due-required';
  else if (draft.when !== 'draft' && Date.parse(draft.dueAt) <= now) problems.dueAt = 'due-in-past';
  else if (draft.when === 'scheduled' && draft.publishAt && Date.parse(draft.dueAt) <= Date.parse(draft.publishAt)) problems.dueAt = 'due-before-publish';
  return problems;
}

/** The request for a checked draft; the content's outcome codes and answer key travel with it. */
export function toCreateRequest(draft: AssignmentDraft, extras: { outcomes: string[]; questions: AnswerKeyEntry[] }): AssignmentCreateRequest {
  return {
    class_id: draft.classId ?? 0,
    title: draft.title.trim(),
    instructions: draft.instructions.trim(),
    content:
      draft.content.kind === 'free' ? { kind: 'free', ref: null } : { kind: draft.content.kind, ref: draft.content.ref, part: draft.content.part ?? null },
    outcomes: extras.outcomes,
    questions: extras.questions,
    publish_at: draft.when === 'scheduled' ? draft.publishAt : null,
    due_at: draft.dueAt ?? '',
    status: draft.when === 'now' ? 'published' : draft.when,
    audience: draft.audience,
    student_ids: draft.audience === 'students' ? draft.studentIds : [],
    reveal: draft.reveal,
  };
}

/** The edit form of an assignment already made: what it holds now, its schedule kept as it is. */
export function draftOf(assignment: Assignment): AssignmentDraft {
  return {
    classId: assignment.class_id,
    content: assignment.content,
    title: assignment.title,
    instructions: assignment.instructions,
    audience: assignment.audience,
    studentIds: assignment.student_ids,
    when: assignment.status === 'draft' ? 'draft' : assignment.status === 'scheduled' ? 'scheduled' : 'now',
    publishAt: assignment.publish_at,
    dueAt: assignment.due_at,
    reveal: assignment.reveal,
  };
}

/**
 * An edit's problems: those of a draft, but its schedule is not judged against the clock. Work
 * already given may get a due time in the past (ending it early: hand-ins after it count as late).
 */
export function checkEdit(draft: AssignmentDraft, now: number): Partial<Record<DraftField, DraftProblem>> {
  return checkDraft({ ...draft, when: 'draft' }, now);
}

const sameContent = (a: ContentRef, b: ContentRef) => a.kind === b.kind && a.ref === b.ref && (a.part ?? null) === (b.part ?? null);

/** Only what the teacher changed: the server tells the students about exactly these. New content brings its outcomes and answer key. */
export function toUpdateRequest(
  assignment: Assignment,
  draft: AssignmentDraft,
  extras: { outcomes: string[]; questions: AnswerKeyEntry[] },
): AssignmentUpdateRequest {
  const next = toCreateRequest(draft, extras);
  const request: AssignmentUpdateRequest = {};
  if (next.title !== assignment.title) request.title = next.title;
  if (next.instructions !== assignment.instructions) request.instructions = next.instructions;
  if (!sameContent(next.content, assignment.content)) Object.assign(request, { content: next.content, outcomes: next.outcomes, questions: next.questions });
  if (next.due_at && Date.parse(next.due_at) !== Date.parse(assignment.due_at)) request.due_at = next.due_at;
  const chosen = [...(next.student_ids ?? [])].sort((a, b) => a - b).join(',');
  const before = [...assignment.student_ids].sort((a, b) => a - b).join(',');
  if (next.audience !== assignment.audience || chosen !== before) Object.assign(request, { audience: next.audience, student_ids: next.student_ids });
  return request;
}

/** Which of the form's fields a server field error belongs to (e.g. `student_ids.2` is the students' list). */
const SERVER_FIELDS: [prefix: string, field: DraftField][] = [
  ['class_id', 'classId'],
  ['content', 'content'],
  ['outcomes', 'content'],
  ['questions', 'content'],
  ['title', 'title'],
  ['instructions', 'instructions'],
  ['audience', 'studentIds'],
  ['student_ids', 'studentIds'],
  ['publish_at', 'publishAt'],
  ['due_at', 'dueAt'],
];

/** The server's field errors as the form's: each field's first message, under the field it belongs to. */
export function serverFieldErrors(errors: ValidationErrors): Partial<Record<DraftField, string>> {
  const marked: Partial<Record<DraftField, string>> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const found = SERVER_FIELDS.find(([prefix]) => key === prefix || key.startsWith(`${prefix}.`));
    const message = messages[0];
    if (found && message && !marked[found[1]]) marked[found[1]] = message;
  }
  return marked;
}

import { CLASSROOM_LIMITS, type AnswerKeyEntry, type AssignmentCreateRequest, type AssignmentReveal, type ContentRef } from '@/shared/api/classroom.ts';

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
    content: draft.content.kind === 'free' ? { kind: 'free', ref: null } : { kind: draft.content.kind, ref: draft.content.ref, part: draft.content.part ?? null },
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

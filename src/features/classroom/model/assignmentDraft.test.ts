import { describe, expect, it } from 'vitest';
import type { Assignment } from '@/shared/api/classroom.ts';
import { checkDraft, checkEdit, draftOf, serverFieldErrors, toCreateRequest, toUpdateRequest, type AssignmentDraft } from './assignmentDraft.ts';

const NOW = Date.parse('2026-11-24T09:00:00Z');
const valid: AssignmentDraft = {
  classId: 1,
  content: { kind: 'experiment', ref: 'shadow-size', part: 'questions' },
  title: 'Gölgemin boyu',
  instructions: '',
  audience: 'class',
  studentIds: [],
  when: 'now',
  publishAt: null,
  dueAt: '2026-12-01T14:00:00Z',
  reveal: 'after_grading',
};

describe('create-assignment draft', () => {
  it('passes when complete', () => expect(checkDraft(valid, NOW)).toEqual({}));
  it('wants a class, content and a title', () => {
    expect(checkDraft({ ...valid, classId: null, content: { kind: 'tool', ref: null }, title: ' ' }, NOW)).toEqual({
      classId: 'class-required',
      content: 'content-required',
      title: 'title-required',
    });
  });
  it('wants instructions for a free task, since it has no content to open', () => {
    expect(checkDraft({ ...valid, content: { kind: 'free', ref: null } }, NOW)).toEqual({ instructions: 'free-needs-instructions' });
  });
  it('wants chosen students when not for the whole class', () => {
    expect(checkDraft({ ...valid, audience: 'students' }, NOW)).toEqual({ studentIds: 'students-required' });
  });
  it('refuses a due time already past for work shown now, but not for a draft', () => {
    expect(checkDraft({ ...valid, dueAt: '2026-11-24T08:59:00Z' }, NOW)).toEqual({ dueAt: 'due-in-past' });
    expect(checkDraft({ ...valid, when: 'draft', dueAt: '2026-11-24T08:59:00Z' }, NOW)).toEqual({});
  });
  it('wants a scheduled publish time in the future and before the due time', () => {
    expect(checkDraft({ ...valid, when: 'scheduled' }, NOW)).toEqual({ publishAt: 'publish-required' });
    expect(checkDraft({ ...valid, when: 'scheduled', publishAt: '2026-11-23T09:00:00Z' }, NOW)).toEqual({ publishAt: 'publish-in-past' });
    expect(checkDraft({ ...valid, when: 'scheduled', publishAt: '2026-12-02T09:00:00Z' }, NOW)).toEqual({ dueAt: 'due-before-publish' });
  });
  it('builds the request: published at once, outcomes and key carried, no students for the whole class', () => {
    const request = toCreateRequest({ ...valid, studentIds: [4] }, { outcomes: ['F.5.5.1.1'], questions: [{ id: 'q1', correct_index: 2 }] });
    expect(request).toMatchObject({ class_id: 1, status: 'published', publish_at: null, student_ids: [], outcomes: ['F.5.5.1.1'], reveal: 'after_grading' });
    expect(request.content).toEqual({ kind: 'experiment', ref: 'shadow-size', part: 'questions' });
  });
  it('sends a free task without a ref and a scheduled one with its time', () => {
    const request = toCreateRequest(
      { ...valid, content: { kind: 'free', ref: 'x' }, when: 'scheduled', publishAt: '2026-11-30T06:00:00Z' },
      { outcomes: [], questions: [] },
    );
    expect(request.content).toEqual({ kind: 'free', ref: null });
    expect(request).toMatchObject({ status: 'scheduled', publish_at: '2026-11-30T06:00:00Z' });
  });
});

describe('editing an assignment', () => {
  const given = {
    id: 7,
    class_id: 1,
    class_name: '5-B',
    title: 'Gölgemin boyu',
    instructions: '',
    content: { kind: 'experiment', ref: 'shadow-size', part: 'questions' },
    outcomes: ['F.5.5.1.1'],
    question_count: 1,
    question_ids: ['q1'],
    status: 'published',
    publish_at: '2026-11-20T09:00:00.000Z',
    due_at: '2026-11-27T14:00:00.000Z',
    audience: 'class',
    student_ids: [],
    reveal: 'after_grading',
    closed_at: null,
    class_archived: false,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
  } as const satisfies Assignment;
  const extras = { outcomes: ['F.5.5.1.1'], questions: [{ id: 'q1', correct_index: 0 }] };

  it('starts from the assignment and sends nothing when nothing changed', () => {
    expect(toUpdateRequest(given, draftOf(given), extras)).toEqual({});
  });
  it('sends only what changed, new content with its outcomes and key', () => {
    const draft = {
      ...draftOf(given),
      title: 'Gölge ölçümü',
      dueAt: '2026-11-30T14:00:00.000Z',
      content: { kind: 'experiment' as const, ref: 'shadow-size', part: null },
    };
    expect(toUpdateRequest(given, draft, extras)).toEqual({
      title: 'Gölge ölçümü',
      due_at: '2026-11-30T14:00:00.000Z',
      content: { kind: 'experiment', ref: 'shadow-size', part: null },
      outcomes: extras.outcomes,
      questions: extras.questions,
    });
  });
  it('lets given work take a due time in the past', () => {
    expect(checkEdit({ ...draftOf(given), dueAt: '2026-11-23T09:00:00Z' }, NOW)).toEqual({});
  });
  it('marks the server’s field errors on the form’s fields', () => {
    expect(
      serverFieldErrors({
        'student_ids.1': ['Bu öğrenci bu sınıfın etkin listesinde yok.'],
        due_at: ['Teslim zamanı yayın zamanından sonra olmalıdır.'],
        x: ['?'],
      }),
    ).toEqual({
      studentIds: 'Bu öğrenci bu sınıfın etkin listesinde yok.',
      dueAt: 'Teslim zamanı yayın zamanından sonra olmalıdır.',
    });
    expect(serverFieldErrors({ 'content.ref': ['Geçersiz içerik.'], title: ['Başlık en az 3 karakter olmalıdır.'] })).toEqual({
      content: 'Geçersiz içerik.',
      title: 'Başlık en az 3 karakter olmalıdır.',
    });
  });
});

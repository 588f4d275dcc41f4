import { describe, expect, it } from 'vitest';
import { checkDraft, toCreateRequest, type AssignmentDraft } from './assignmentDraft.ts';

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
    const request = toCreateRequest({ ...valid, content: { kind: 'free', ref: 'x' }, when: 'scheduled', publishAt: '2026-11-30T06:00:00Z' }, { outcomes: [], questions: [] });
    expect(request.content).toEqual({ kind: 'free', ref: null });
    expect(request).toMatchObject({ status: 'scheduled', publish_at: '2026-11-30T06:00:00Z' });
  });
});

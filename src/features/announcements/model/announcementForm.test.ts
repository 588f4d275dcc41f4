import { describe, expect, it } from 'vitest';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import {
  EMPTY_ANNOUNCEMENT_FORM,
  announcementFormSchema,
  audienceValue,
  fromAnnouncementRequest,
  parseAudienceValue,
  toAnnouncementRequest,
  type AnnouncementFormValues,
} from './announcementForm.ts';

const today = new Date(2026, 10, 25, 10, 0);
const filled: AnnouncementFormValues = { ...EMPTY_ANNOUNCEMENT_FORM, audience: 'class:1', title: '  Yarın gezi var  ' };
const errorsOf = (values: AnnouncementFormValues) => {
  const result = validateForm(announcementFormSchema(today), values);
  return result.success ? {} : result.errors;
};

describe('the announcement form', () => {
  it('reads every audience back from its select value, and nothing else', () => {
    for (const audience of [{ kind: 'school' }, { kind: 'grade', grade: '5' }, { kind: 'class', class_id: 12 }] as const) {
      expect(parseAudienceValue(audienceValue(audience))).toEqual(audience);
    }
    expect(parseAudienceValue('grade:mixed')).toBeNull();
    expect(parseAudienceValue('class:abc')).toBeNull();
    expect(parseAudienceValue('')).toBeNull();
  });

  it('asks for an audience and a title of 3 to 120 characters', () => {
    expect(Object.keys(errorsOf(EMPTY_ANNOUNCEMENT_FORM)).sort()).toEqual(['audience', 'title']);
    expect(errorsOf({ ...filled, title: ' ab ' })).toHaveProperty('title');
    expect(errorsOf({ ...filled, title: 'a'.repeat(121) })).toHaveProperty('title');
    expect(errorsOf(filled)).toEqual({});
  });

  it('bounds the text and refuses a due date already past, but takes today', () => {
    expect(errorsOf({ ...filled, body: 'x'.repeat(2001) })).toHaveProperty('body');
    expect(errorsOf({ ...filled, due: '2026-11-24' })).toHaveProperty('due');
    expect(errorsOf({ ...filled, due: '2026-02-30' })).toHaveProperty('due');
    expect(errorsOf({ ...filled, due: '2026-11-25' })).toEqual({});
  });

  it('asks for the homework or experiment a link points at', () => {
    expect(errorsOf({ ...filled, linkKind: 'assignment' })).toHaveProperty('assignmentId');
    expect(errorsOf({ ...filled, linkKind: 'experiment', experimentId: '  ' })).toHaveProperty('experimentId');
    expect(errorsOf({ ...filled, linkKind: 'assignment', assignmentId: '4' })).toEqual({});
  });

  it('sends trimmed text, a due date as the end of that day, and only the chosen link', () => {
    const request = toAnnouncementRequest({
      ...filled,
      body: ' Kahvaltı getirin. ',
      due: '2026-11-28',
      linkKind: 'experiment',
      experimentId: 'shadow-play',
      assignmentId: '4',
    });
    expect(request).toEqual({
      audience: { kind: 'class', class_id: 1 },
      title: 'Yarın gezi var',
      body: 'Kahvaltı getirin.',
      due_at: new Date(2026, 10, 28, 23, 59).toISOString(),
      link: { kind: 'experiment', experiment_id: 'shadow-play' },
    });
    expect(toAnnouncementRequest(filled)).toMatchObject({ due_at: null, link: null });
  });

  it('puts a refused request back into the form as it was written', () => {
    const values: AnnouncementFormValues = { ...filled, title: 'Yarın gezi var', body: 'Not', due: '2026-11-28', linkKind: 'assignment', assignmentId: '4' };
    expect(fromAnnouncementRequest(toAnnouncementRequest(values))).toEqual(values);
  });
});

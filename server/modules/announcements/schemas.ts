import * as v from 'valibot';
import { ANNOUNCEMENT_GRADES, ANNOUNCEMENT_LIMITS } from '../../../src/shared/api/announcements.ts';
import type { ApiAnswer } from '../../http/answer.ts';
import { coded, INVALID_BODY, parseBody } from '../../http/validation.ts';
import { boundedName, dateTime, longText, picked, REF_PATTERN } from '../classroom/index.ts';
import * as m from './messages.ts';

/** A positive whole-number id; anything else gets the field's own message. */
const id = (message: string) => {
  const invalid = coded('VALIDATION_ERROR', message);
  return v.pipe(v.number(invalid), v.integer(invalid), v.minValue(1, invalid), v.maxValue(Number.MAX_SAFE_INTEGER, invalid));
};

const AUDIENCE_INVALID = coded('VALIDATION_ERROR', m.AUDIENCE_INVALID);
const LINK_INVALID = coded('VALIDATION_ERROR', m.LINK_INVALID);
const EXPERIMENT_INVALID = coded('VALIDATION_ERROR', m.EXPERIMENT_INVALID);

const audience = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('class'), class_id: id(m.CLASS_INVALID) }, AUDIENCE_INVALID),
    v.object({ kind: v.literal('grade'), grade: picked(ANNOUNCEMENT_GRADES, m.GRADE_INVALID) }, AUDIENCE_INVALID),
    v.object({ kind: v.literal('school') }, AUDIENCE_INVALID),
  ],
  AUDIENCE_INVALID,
);

const link = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('assignment'), assignment_id: id(m.ASSIGNMENT_INVALID) }, LINK_INVALID),
    v.object(
      {
        kind: v.literal('experiment'),
        experiment_id: v.pipe(
          v.string(EXPERIMENT_INVALID),
          v.trim(),
          v.maxLength(ANNOUNCEMENT_LIMITS.experimentIdMax, EXPERIMENT_INVALID),
          v.regex(REF_PATTERN, EXPERIMENT_INVALID),
        ),
      },
      LINK_INVALID,
    ),
  ],
  LINK_INVALID,
);

/** AnnouncementCreateRequest, every field bounded; unknown keys are dropped, as in every body this server reads. */
export const announcementCreateSchema = v.object(
  {
    audience: v.pipe(v.nullish(v.unknown(), null), audience),
    title: boundedName(m.TITLE_LABEL, ANNOUNCEMENT_LIMITS.titleMin, ANNOUNCEMENT_LIMITS.titleMax),
    body: longText(m.BODY_LABEL, ANNOUNCEMENT_LIMITS.bodyMax),
    due_at: v.nullish(dateTime(m.DUE_LABEL), null),
    link: v.nullish(link, null),
  },
  INVALID_BODY,
);

export type AnnouncementInput = v.InferOutput<typeof announcementCreateSchema>;

type Parsed<T> = { ok: true; value: T } | { ok: false; answer: ApiAnswer<never> };

/** The shared body check answered with 422, the contract's status for a body out of bounds. */
export function parseAnnouncement(body: unknown): Parsed<AnnouncementInput> {
  const parsed = parseBody(announcementCreateSchema, body);
  return parsed.ok ? parsed : { ok: false, answer: { ...parsed.answer, status: 422 } };
}

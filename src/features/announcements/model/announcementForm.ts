import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { ANNOUNCEMENT_GRADES, ANNOUNCEMENT_LIMITS, type AnnouncementAudienceInput, type AnnouncementCreateRequest } from '@/shared/api/announcements.ts';
import { ACCEPTED_YEARS, isAcceptedDay } from '@/shared/fields/acceptedDates.ts';
import { isVisibleText } from '@/shared/fields/visibleText.ts';
import { parseIsoDate, toIsoDate } from '@/shared/progress/days.ts';
import { HIDDEN_CHARACTERS, lazyMessage, requiredTextRule } from '@/shared/ui/form/rules.ts';

const TITLE_MIN = ANNOUNCEMENT_LIMITS.titleMin;
const TITLE_MAX = ANNOUNCEMENT_LIMITS.titleMax;
const BODY_MAX = ANNOUNCEMENT_LIMITS.bodyMax;
const YEAR_MIN = ACCEPTED_YEARS.min;
const YEAR_MAX = ACCEPTED_YEARS.max;

const LINK_KINDS = ['none', 'assignment', 'experiment'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The form's values, all text as the fields hold them; kept on the device as typed. */
export type AnnouncementFormValues = {
  audience: string;
  title: string;
  body: string;
  due: string;
  linkKind: LinkKind;
  assignmentId: string;
  experimentId: string;
};

export const EMPTY_ANNOUNCEMENT_FORM: AnnouncementFormValues = {
  audience: '',
  title: '',
  body: '',
  due: '',
  linkKind: 'none',
  assignmentId: '',
  experimentId: '',
};

/** An audience as one select value: "school", "grade:5", "class:12". */
export function audienceValue(audience: AnnouncementAudienceInput): string {
  switch (audience.kind) {
    case 'class':
      return `class:${audience.class_id}`;
    case 'grade':
      return `grade:${audience.grade}`;
    default:
      return 'school';
  }
}

export function parseAudienceValue(value: string): AnnouncementAudienceInput | null {
  if (value === 'school') return { kind: 'school' };
  const [kind, rest = ''] = value.split(':');
  if (kind === 'class' && /^\d+$/.test(rest)) return { kind: 'class', class_id: Number(rest) };
  const grade = ANNOUNCEMENT_GRADES.find((candidate) => candidate === rest);
  return kind === 'grade' && grade ? { kind: 'grade', grade } : null;
}

/**
 * The rules the server applies (ANNOUNCEMENT_LIMITS), checked before anything is queued, plus what
 * only the writer's device can judge: a due date already past on the day it is written.
 */
export const announcementFormSchema = (today: Date) =>
  v.pipe(
    v.object({
      audience: v.pipe(
        v.string(),
        v.check((value) => parseAudienceValue(value) !== null, lazyMessage(msg`Duyurunun kime gideceğini seçin.`)),
      ),
      title: requiredTextRule(lazyMessage(msg`Duyurunun başlığını yazın.`), {
        min: [TITLE_MIN, lazyMessage(msg`Başlık en az ${TITLE_MIN} karakter olmalıdır.`)],
        max: [TITLE_MAX, lazyMessage(msg`Başlık en fazla ${TITLE_MAX} karakter olabilir.`)],
      }),
      body: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(BODY_MAX, lazyMessage(msg`Duyuru metni en fazla ${BODY_MAX} karakter olabilir.`)),
        v.check((text) => isVisibleText(text, { multiline: true }), HIDDEN_CHARACTERS),
      ),
      due: v.pipe(
        v.string(),
        v.check((value) => value === '' || isAcceptedDay(value), lazyMessage(msg`Geçerli bir tarih seçin (${YEAR_MIN}–${YEAR_MAX} yılları arasında).`)),
        v.check((value) => value === '' || value >= toIsoDate(today), lazyMessage(msg`Son tarih bugünden önce olamaz.`)),
      ),
      linkKind: v.picklist(LINK_KINDS),
      assignmentId: v.string(),
      experimentId: v.string(),
    }),
    v.forward(
      v.check((form) => form.linkKind !== 'assignment' || /^\d+$/.test(form.assignmentId), lazyMessage(msg`Bağlanacak ödevi seçin.`)),
      ['assignmentId'],
    ),
    v.forward(
      v.check((form) => form.linkKind !== 'experiment' || form.experimentId.trim() !== '', lazyMessage(msg`Bağlanacak deneyi seçin.`)),
      ['experimentId'],
    ),
  );

/** A day's end on the writer's clock: "due on the 28th" means until that evening, not its first minute. */
const endOfDay = (iso: string): string | null => {
  const day = parseIsoDate(iso);
  return day ? new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59).toISOString() : null;
};

/** What is sent for checked values; a link or due date left empty is sent as none. */
export function toAnnouncementRequest(values: AnnouncementFormValues): AnnouncementCreateRequest {
  const audience = parseAudienceValue(values.audience);
  if (!audience) throw new RangeError(`Not an audience: ${values.audience}`);
  const link =
    values.linkKind === 'assignment'
      ? ({ kind: 'assignment', assignment_id: Number(values.assignmentId) } as const)
      : values.linkKind === 'experiment'
        ? ({ kind: 'experiment', experiment_id: values.experimentId.trim() } as const)
        : null;
  return { audience, title: values.title.trim(), body: values.body.trim(), due_at: values.due ? endOfDay(values.due) : null, link };
}

/** The form's values again for a request the server refused, so the writer corrects it instead of typing it anew. */
export function fromAnnouncementRequest(request: AnnouncementCreateRequest): AnnouncementFormValues {
  const due = request.due_at ? toIsoDate(new Date(request.due_at)) : '';
  const link = request.link ?? null;
  return {
    audience: audienceValue(request.audience),
    title: request.title,
    body: request.body ?? '',
    due,
    linkKind: link ? link.kind : 'none',
    assignmentId: link?.kind === 'assignment' ? String(link.assignment_id) : '',
    experimentId: link?.kind === 'experiment' ? link.experiment_id : '',
  };
}

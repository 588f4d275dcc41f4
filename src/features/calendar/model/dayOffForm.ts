import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { SCHOOL_CALENDAR_LIMITS, SCHOOL_DAY_OFF_KINDS, type SchoolDayOff } from '@/shared/api/schoolCalendar.ts';
import { parseIsoDate } from '@/shared/progress/days.ts';
import { spanLength } from '@/shared/progress/schoolDays.ts';
import { lazyMessage, requiredTextRule } from '@/shared/ui/form/rules.ts';

// The server's rules for one day off (server/modules/schools/calendarSchema.ts), checked before saving.

const { maxLabel, maxSpanDays, firstDay, lastDay } = SCHOOL_CALENDAR_LIMITS;
const firstYear = firstDay.slice(0, 4);
const lastYear = lastDay.slice(0, 4);

const START_REQUIRED = lazyMessage(msg`Başlangıç tarihini seçin.`);
const END_REQUIRED = lazyMessage(msg`Bitiş tarihini seçin.`);
const DAY_OUT_OF_RANGE = lazyMessage(msg`Tarih ${firstYear}–${lastYear} arasında geçerli bir gün olmalıdır.`);
const END_BEFORE_START = lazyMessage(msg`Bitiş tarihi başlangıçtan önce olamaz.`);
const SPAN_TOO_LONG = lazyMessage(msg`Bir tatil en çok ${maxSpanDays} gün sürebilir.`);
const KIND_REQUIRED = lazyMessage(msg`Tatilin türünü seçin.`);
const LABEL_REQUIRED = lazyMessage(msg`Bir açıklama yazın (ör. Kar tatili).`);
const LABEL_TOO_LONG = lazyMessage(msg`Açıklama en çok ${maxLabel} karakter olabilir.`);

const inRange = (text: string) => parseIsoDate(text) !== null && firstDay <= text && text <= lastDay;
const day = (required: () => string) => v.pipe(v.string(required), v.nonEmpty(required), v.check(inRange, DAY_OUT_OF_RANGE));

export const dayOffFormSchema = v.pipe(
  v.object({
    start: day(START_REQUIRED),
    end: day(END_REQUIRED),
    kind: v.pipe(v.string(KIND_REQUIRED), v.picklist(SCHOOL_DAY_OFF_KINDS, KIND_REQUIRED)),
    label: requiredTextRule(LABEL_REQUIRED, { max: [maxLabel, LABEL_TOO_LONG] }),
  }),
  v.forward(
    v.partialCheck([['start'], ['end']], (input) => input.start <= input.end, END_BEFORE_START),
    ['end'],
  ),
  v.forward(
    v.partialCheck([['start'], ['end']], (input) => spanLength(input) <= maxSpanDays, SPAN_TOO_LONG),
    ['end'],
  ),
);

export type DayOffFormValues = v.InferInput<typeof dayOffFormSchema>;
export type DayOffField = keyof DayOffFormValues;

/** A new day off starts as a one-day snow day from the picked day: the case the screen is for most. */
export const emptyDayOff = (day: string): DayOffFormValues => ({ start: day, end: day, kind: 'snow', label: '' });

export const toFormValues = (day: SchoolDayOff): DayOffFormValues => ({ ...day });

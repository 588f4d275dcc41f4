import * as v from 'valibot';
import { SCHOOL_CALENDAR_LIMITS, SCHOOL_DAY_OFF_KINDS } from '../../../src/shared/api/schoolCalendar.ts';
import { parseIsoDate } from '../../../src/shared/progress/days.ts';
import { spanLength } from '../../../src/shared/progress/schoolDays.ts';
import { INVALID_BODY } from '../../http/validation.ts';

const { maxEntries, maxLabel, maxSpanDays, firstDay, lastDay } = SCHOOL_CALENDAR_LIMITS;

const DAY_INVALID = `Tarih ${firstDay.slice(0, 4)}–${lastDay.slice(0, 4)} arasında geçerli bir gün olmalıdır (YYYY-AA-GG).`;
const KIND_INVALID = 'Tür ara tatil, yerel tatil, kar tatili ya da diğer olmalıdır.';
const LABEL_REQUIRED = 'Bir açıklama yazın (ör. Kar tatili).';
const LABEL_TOO_LONG = `Açıklama en çok ${maxLabel} karakter olabilir.`;
const END_BEFORE_START = 'Bitiş tarihi başlangıçtan önce olamaz.';
const SPAN_TOO_LONG = `Bir tatil en çok ${maxSpanDays} gün sürebilir.`;
const TOO_MANY = `Takvimde en çok ${maxEntries} tatil olabilir.`;
const LIST_REQUIRED = 'Tatil listesi gönderilmelidir.';

const day = v.pipe(
  v.string(DAY_INVALID),
  v.check((text) => parseIsoDate(text) !== null && firstDay <= text && text <= lastDay, DAY_INVALID),
);

const dayOff = v.pipe(
  v.object(
    {
      start: day,
      end: day,
      kind: v.picklist(SCHOOL_DAY_OFF_KINDS, KIND_INVALID),
      label: v.pipe(v.string(LABEL_REQUIRED), v.trim(), v.nonEmpty(LABEL_REQUIRED), v.maxLength(maxLabel, LABEL_TOO_LONG)),
    },
    INVALID_BODY,
  ),
  v.forward(
    v.partialCheck([['start'], ['end']], (input) => input.start <= input.end, END_BEFORE_START),
    ['end'],
  ),
  v.forward(
    v.partialCheck([['start'], ['end']], (input) => spanLength(input) <= maxSpanDays, SPAN_TOO_LONG),
    ['end'],
  ),
);

export const calendarUpdateSchema = v.object({ days_off: v.pipe(v.array(dayOff, LIST_REQUIRED), v.maxLength(maxEntries, TOO_MANY)) }, INVALID_BODY);

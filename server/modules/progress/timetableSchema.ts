import * as v from 'valibot';
import type { ValidationErrors } from '../../../src/shared/api/contract.ts';
import { DIFFICULTIES, ENERGY_LEVELS, PROGRESS_LIMITS as L, SCHEDULE_EVENT_TYPES, type TimetableSlot } from '../../../src/shared/api/progress.ts';
import { coded, INVALID_BODY } from '../../http/validation.ts';
import { boundedName, picked } from '../classroom/index.ts';

/** A slot id goes into schedule references (`schedule:<class>/<slot>/<day>`), so no slash or dot. */
const SLOT_ID = /^[A-Za-z0-9_-]{1,40}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

const TIME_INVALID = (label: string) => coded('VALIDATION_ERROR', `${label} saat:dakika biçiminde olmalıdır (ör. 09:20).`);
const time = (label: string) => v.pipe(v.string(coded('FIELD_REQUIRED', `${label} zorunludur.`)), v.regex(HH_MM, TIME_INVALID(label)));

const WEEKDAY_INVALID = coded('VALIDATION_ERROR', 'Ders günü pazartesi (1) ile cuma (5) arasında olmalıdır.');
const ID_INVALID = coded('VALIDATION_ERROR', 'Ders kimliği en fazla 40 harf, rakam, - ya da _ karakterinden oluşur.');

const slotSchema = v.pipe(
  v.object(
    {
      id: v.pipe(v.string(coded('FIELD_REQUIRED', 'Ders kimliği zorunludur.')), v.regex(SLOT_ID, ID_INVALID)),
      weekday: v.picklist(WEEKDAYS, WEEKDAY_INVALID),
      start: time('Başlangıç saati'),
      end: time('Bitiş saati'),
      title: boundedName('Ders adı', 1, L.slotTitleMax),
      type: picked(SCHEDULE_EVENT_TYPES, 'Geçerli bir etkinlik türü seçin.'),
      difficulty: picked(DIFFICULTIES, 'Zorluk kolay, orta ya da zor olmalıdır.'),
      energy: picked(ENERGY_LEVELS, 'Enerji düzeyi düşük, orta ya da yüksek olmalıdır.'),
    },
    'Her ders bir nesne olmalıdır.',
  ),
  // "HH:mm" text compares like the time it names; a malformed time already has its own error.
  v.forward(
    v.check(
      (slot) => !HH_MM.test(slot.start) || !HH_MM.test(slot.end) || slot.start < slot.end,
      coded('VALIDATION_ERROR', 'Ders, başladığı saatten sonra bitmelidir.'),
    ),
    ['end'],
  ),
);

const VERSION_INVALID = coded('VALIDATION_ERROR', 'Sürüm sıfır ya da pozitif bir tam sayı olmalıdır.');

export const timetableSaveSchema = v.object(
  {
    slots: v.pipe(
      v.array(slotSchema, coded('FIELD_REQUIRED', 'Ders listesi zorunludur.')),
      v.maxLength(L.timetableSlotsMax, `Haftalık programda en fazla ${L.timetableSlotsMax} ders olabilir.`),
    ),
    version: v.pipe(v.number(VERSION_INVALID), v.integer(VERSION_INVALID), v.minValue(0, VERSION_INVALID)),
  },
  INVALID_BODY,
);

const overlaps = (a: TimetableSlot, b: TimetableSlot): boolean => a.weekday === b.weekday && a.start < b.end && b.start < a.end;

/** What one slot cannot tell alone: ids repeated, and two lessons at the same time of the same day (touching is fine). */
export function slotErrors(slots: readonly TimetableSlot[]): ValidationErrors {
  const errors: ValidationErrors = {};
  slots.forEach((slot, index) => {
    const earlier = slots.slice(0, index);
    if (earlier.some((other) => other.id === slot.id)) errors[`slots.${index}.id`] = ['Bu ders kimliği programda iki kez var.'];
    const clash = earlier.find((other) => overlaps(other, slot));
    if (clash) errors[`slots.${index}.start`] = [`Bu ders aynı gün "${clash.title}" (${clash.start}–${clash.end}) ile çakışıyor.`];
  });
  return errors;
}

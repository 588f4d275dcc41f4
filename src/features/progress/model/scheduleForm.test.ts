import { describe, expect, it } from 'vitest';
import type { TimetableSlot } from '@/shared/api/progress.ts';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import {
  emptySlotForm,
  newSlotId,
  removeSlot,
  sameSlots,
  slotDifferences,
  slotFormSchema,
  slotFormValues,
  upsertSlot,
  type SlotFormValues,
} from './scheduleForm.ts';

const MONDAY_MATHS: TimetableSlot = {
  id: 'pzt-mat',
  weekday: 1,
  start: '08:30',
  end: '09:10',
  title: 'Matematik',
  type: 'class',
  difficulty: 'medium',
  energy: 'high',
};
const valid: SlotFormValues = { ...emptySlotForm(), title: 'Fen Bilimleri', start: '09:20', end: '10:00' };
const check = (patch: Partial<SlotFormValues>, others: readonly TimetableSlot[] = [MONDAY_MATHS]) =>
  validateForm(slotFormSchema(others), { ...valid, ...patch });

describe('the lesson form', () => {
  it('accepts a lesson and gives it its typed fields', () => {
    expect(check({ title: '  Fen Bilimleri  ', type: 'lab', difficulty: 'hard', energy: 'low', weekday: '3' })).toEqual({
      success: true,
      output: { weekday: 3, start: '09:20', end: '10:00', title: 'Fen Bilimleri', type: 'lab', difficulty: 'hard', energy: 'low' },
    });
  });

  it('needs a title of at most 60 characters', () => {
    expect(check({ title: '   ' })).toEqual({ success: false, errors: { title: 'Ders adı zorunludur.' } });
    expect(check({ title: 'a'.repeat(60) }).success).toBe(true);
    expect(check({ title: 'a'.repeat(61) })).toEqual({ success: false, errors: { title: 'Ders adı en fazla 60 karakter olabilir.' } });
  });

  it('needs real times, the end after the start, and a school day', () => {
    expect(check({ start: '9:20' })).toEqual({ success: false, errors: { start: 'Geçerli bir saat girin (SS:dd).' } });
    expect(check({ end: '24:00' })).toEqual({ success: false, errors: { end: 'Geçerli bir saat girin (SS:dd).' } });
    expect(check({ start: '10:00', end: '10:00' })).toEqual({ success: false, errors: { end: 'Bitiş saati başlangıç saatinden sonra olmalıdır.' } });
    expect(check({ weekday: '6' })).toEqual({ success: false, errors: { weekday: 'Pazartesi ile cuma arasında bir gün seçin.' } });
    expect(check({ type: 'party' })).toEqual({ success: false, errors: { type: 'Bir etkinlik türü seçin.' } });
    expect(check({ energy: 'huge' })).toEqual({ success: false, errors: { energy: 'Düşük, orta ya da yüksek seçin.' } });
    expect(check({ difficulty: '' })).toEqual({ success: false, errors: { difficulty: 'Kolay, orta ya da zor seçin.' } });
  });

  it('refuses a lesson at the same time of the same day, naming the other; back to back or another day is fine', () => {
    expect(check({ start: '09:00', end: '09:40' })).toEqual({
      success: false,
      errors: { start: 'Bu saatte aynı gün “Matematik” (08:30–09:10) var; dersler çakışamaz.' },
    });
    expect(check({ start: '08:00', end: '10:00' }).success).toBe(false);
    expect(check({ start: '09:10', end: '09:50' }).success).toBe(true);
    expect(check({ start: '09:00', end: '09:40', weekday: '2' }).success).toBe(true);
    // Editing a lesson checks it against the others only.
    expect(check(slotFormValues(MONDAY_MATHS), []).success).toBe(true);
  });
});

describe('editing the week', () => {
  it('keeps lessons in week order and replaces an edited one in place', () => {
    const friday: TimetableSlot = { ...MONDAY_MATHS, id: 'cum', weekday: 5 };
    const early: TimetableSlot = { ...MONDAY_MATHS, id: 'erken', start: '08:00', end: '08:20' };
    const week = upsertSlot(upsertSlot([friday], MONDAY_MATHS), early);
    expect(week.map((slot) => slot.id)).toEqual(['erken', 'pzt-mat', 'cum']);
    expect(upsertSlot(week, { ...friday, weekday: 1, start: '07:00', end: '07:40' }).map((slot) => slot.id)).toEqual(['cum', 'erken', 'pzt-mat']);
    expect(removeSlot(week, 'erken').map((slot) => slot.id)).toEqual(['pzt-mat', 'cum']);
  });

  it('gives a new lesson an id the server accepts, never one taken', () => {
    expect(newSlotId([], () => '1f0c-9a/b.c')).toBe('ders-1f0c9abc');
    expect(newSlotId([{ ...MONDAY_MATHS, id: 'ders-x' }], () => 'x')).toBe('ders-x-2');
    expect(newSlotId([], () => 'a'.repeat(64))).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
  });

  it('tells whether two versions of the week say the same, whatever their order', () => {
    const other: TimetableSlot = { ...MONDAY_MATHS, id: 'b', weekday: 2 };
    const reordered = {
      energy: 'high',
      difficulty: 'medium',
      type: 'class',
      title: 'Matematik',
      end: '09:10',
      start: '08:30',
      weekday: 1,
      id: 'pzt-mat',
    } as const;
    expect(sameSlots([MONDAY_MATHS, other], [other, reordered])).toBe(true);
    expect(sameSlots([MONDAY_MATHS], [{ ...MONDAY_MATHS, energy: 'low' }])).toBe(false);
  });

  it('lists what two versions disagree on, for the teacher to choose', () => {
    const tuesday: TimetableSlot = { ...MONDAY_MATHS, id: 'sal', weekday: 2 };
    const moved = { ...MONDAY_MATHS, start: '10:00', end: '10:40' };
    const friday: TimetableSlot = { ...MONDAY_MATHS, id: 'cum', weekday: 5 };
    expect(slotDifferences([friday, moved, tuesday], [tuesday, MONDAY_MATHS])).toEqual({ onlyMine: [moved, friday], onlyTheirs: [MONDAY_MATHS] });
    expect(slotDifferences([tuesday], [tuesday])).toEqual({ onlyMine: [], onlyTheirs: [] });
  });
});

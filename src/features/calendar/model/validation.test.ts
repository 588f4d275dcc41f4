import { describe, expect, it } from 'vitest';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import { emptyEventForm, eventFormSchema, eventFormValues, type EventFormValues } from './validation.ts';

const valid: EventFormValues = { ...emptyEventForm('2026-03-10'), title: 'Fen deneyi: Işık', type: 'lab' };
const check = (patch: Partial<EventFormValues>) => validateForm(eventFormSchema, { ...valid, ...patch });

describe('event form validation', () => {
  it('accepts a complete event and drops empty optional fields', () => {
    const result = check({ title: '  Fen deneyi: Işık  ' });
    expect(result).toEqual({
      success: true,
      output: { title: 'Fen deneyi: Işık', type: 'lab', date: '2026-03-10', start: '09:00', end: '10:00', difficulty: undefined, notes: undefined },
    });
    expect(check({ difficulty: 'hard', notes: 'Ayna getir' })).toMatchObject({ success: true, output: { difficulty: 'hard', notes: 'Ayna getir' } });
  });

  it('needs a title of 2 to 80 characters', () => {
    expect(check({ title: '' })).toEqual({ success: false, errors: { title: 'Başlık zorunludur.' } });
    expect(check({ title: '   ' })).toEqual({ success: false, errors: { title: 'Başlık zorunludur.' } });
    expect(check({ title: 'A' })).toEqual({ success: false, errors: { title: 'Başlık en az 2 karakter olmalıdır.' } });
    expect(check({ title: 'Ab' }).success).toBe(true);
    expect(check({ title: 'a'.repeat(80) }).success).toBe(true);
    expect(check({ title: 'a'.repeat(81) })).toEqual({ success: false, errors: { title: 'Başlık en fazla 80 karakter olabilir.' } });
  });

  it('needs a real date and times', () => {
    expect(check({ date: '2026-02-30' })).toEqual({ success: false, errors: { date: 'Geçerli bir tarih girin.' } });
    expect(check({ date: '' })).toEqual({ success: false, errors: { date: 'Geçerli bir tarih girin.' } });
    expect(check({ start: '' })).toMatchObject({ success: false, errors: { start: 'Geçerli bir saat girin (SS:dd).' } });
    expect(check({ type: 'party' })).toEqual({ success: false, errors: { type: 'Bir etkinlik türü seçin.' } });
    expect(check({ difficulty: 'extreme' })).toEqual({ success: false, errors: { difficulty: 'Geçerli bir zorluk seçin.' } });
  });

  it('needs the end after the start', () => {
    const message = 'Bitiş saati başlangıç saatinden sonra olmalıdır.';
    expect(check({ start: '10:00', end: '10:00' })).toEqual({ success: false, errors: { end: message } });
    expect(check({ start: '10:00', end: '09:59' })).toEqual({ success: false, errors: { end: message } });
    expect(check({ start: '10:00', end: '10:01' }).success).toBe(true);
  });

  it('allows notes up to 500 characters', () => {
    expect(check({ notes: 'n'.repeat(500) }).success).toBe(true);
    expect(check({ notes: 'n'.repeat(501) })).toEqual({ success: false, errors: { notes: 'Notlar en fazla 500 karakter olabilir.' } });
  });

  it('fills the form from a stored event', () => {
    expect(
      eventFormValues({
        id: 'a',
        title: 'Sınav',
        type: 'exam',
        date: '2026-05-04',
        start: '08:40',
        end: '09:20',
        done: false,
        createdAt: '',
        updatedAt: '',
      }),
    ).toEqual({ title: 'Sınav', type: 'exam', date: '2026-05-04', start: '08:40', end: '09:20', difficulty: '', notes: '' });
  });
});

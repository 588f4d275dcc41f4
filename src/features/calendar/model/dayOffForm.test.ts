import { describe, expect, it } from 'vitest';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import { dayOffFormSchema, emptyDayOff, type DayOffFormValues } from './dayOffForm.ts';
import { dayOffServerErrors } from './dayOffServerErrors.ts';

const valid: DayOffFormValues = { start: '2026-12-07', end: '2026-12-08', kind: 'snow', label: 'Kar tatili' };
const errorsOf = (changes: Partial<DayOffFormValues>) => {
  const result = validateForm(dayOffFormSchema, { ...valid, ...changes });
  return result.success ? {} : result.errors;
};

describe('a school day off, as the server checks it', () => {
  it('accepts a snow day and starts a new one as a one-day snow day', () => {
    expect(errorsOf({})).toEqual({});
    expect(emptyDayOff('2026-12-04')).toEqual({ start: '2026-12-04', end: '2026-12-04', kind: 'snow', label: '' });
  });

  it('asks for the days and a label in Turkish', () => {
    expect(errorsOf({ start: '', end: '', label: '  ' })).toEqual({
      start: 'Başlangıç tarihini seçin.',
      end: 'Bitiş tarihini seçin.',
      label: 'Bir açıklama yazın (ör. Kar tatili).',
    });
  });

  it('refuses days that are not real or out of range', () => {
    expect(errorsOf({ start: '2026-02-30' })).toEqual({ start: 'Tarih 2020–2099 arasında geçerli bir gün olmalıdır.' });
    expect(errorsOf({ end: '2100-01-01' })).toEqual({ end: 'Tarih 2020–2099 arasında geçerli bir gün olmalıdır.' });
  });

  it('refuses an end before the start and a span over 120 days, on the end field', () => {
    expect(errorsOf({ start: '2026-12-09' })).toEqual({ end: 'Bitiş tarihi başlangıçtan önce olamaz.' });
    expect(errorsOf({ start: '2026-01-01', end: '2026-05-01' })).toEqual({ end: 'Bir tatil en çok 120 gün sürebilir.' });
    expect(errorsOf({ start: '2026-01-01', end: '2026-04-30' })).toEqual({});
  });

  it('bounds the label at 80 characters and the kind to the four the server knows', () => {
    expect(errorsOf({ label: 'k'.repeat(81) })).toEqual({ label: 'Açıklama en çok 80 karakter olabilir.' });
    expect(errorsOf({ kind: 'grev' })).toEqual({ kind: 'Tatilin türünü seçin.' });
  });

  it('trims the label it sends', () => {
    const result = validateForm(dayOffFormSchema, { ...valid, label: '  Kar tatili ' });
    expect(result.success && result.output.label).toBe('Kar tatili');
  });
});

describe('dayOffServerErrors', () => {
  it('shows the refused fields of the edited entry only', () => {
    const errors = { 'days_off.2.end': ['Bitiş tarihi başlangıçtan önce olamaz.'], 'days_off.0.label': ['Bir açıklama yazın (ör. Kar tatili).'] };
    expect(dayOffServerErrors(errors, 2)).toEqual({ end: 'Bitiş tarihi başlangıçtan önce olamaz.' });
    expect(dayOffServerErrors(errors, 1)).toEqual({});
  });
});

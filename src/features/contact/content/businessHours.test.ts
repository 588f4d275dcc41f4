import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { TYPICAL_RESPONSE_HOURS, businessHours, formatOpeningHours, responseTimeNote } from './businessHours.ts';

const rendered = () => businessHours.map((day) => [i18n._(day.days), day.hours ? formatOpeningHours(day.hours) : null]);

describe('businessHours', () => {
  it('matches docs/behaviour.md#limits-and-constants: Mon–Fri 08:00–17:00, Sat 09:00–12:00, Sun closed', () => {
    expect(rendered()).toEqual([
      ['Pazartesi–Cuma', '08:00–17:00'],
      ['Cumartesi', '09:00–12:00'],
      ['Pazar', null],
    ]);
  });

  it('promises the docs/behaviour.md#limits-and-constants typical reply time of 24 hours', () => {
    expect(TYPICAL_RESPONSE_HOURS).toBe(24);
    expect(i18n._(responseTimeNote)).toBe('Genellikle 24 saat içinde yanıt veririz.');
  });
});

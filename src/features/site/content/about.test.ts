import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { LIBRARY_FIGURES } from '@/shared/content/libraryFigures.ts';
import { landingStats, reasons, studentBenefits, teacherBenefits, technology, values } from './about.ts';

describe('about content', () => {
  it('shows the docs/behaviour.md#what-the-product-offers landing statistics as the library counts them, percent sign first', () => {
    const { items, programmeUnits, servedUnits } = LIBRARY_FIGURES;
    expect(landingStats.map((stat) => `${stat.value} ${i18n._(stat.label)}`)).toEqual([
      `${items} dijital içerik`,
      '3+ yıllık deneyim',
      `%${Math.floor((100 * servedUnits) / programmeUnits)} müfredat uyumlu`,
    ]);
  });

  it('has values, benefits for students and teachers, and reasons', () => {
    expect(values.length).toBeGreaterThanOrEqual(3);
    expect(studentBenefits.length).toBeGreaterThanOrEqual(3);
    expect(teacherBenefits.length).toBeGreaterThanOrEqual(3);
    expect(reasons.length).toBeGreaterThanOrEqual(3);
  });

  it('covers the technology points: offline PWA, school tablets, privacy, MEB alignment, EtkiBot', () => {
    expect(technology.map((item) => item.id)).toEqual(['offline-first', 'school-tablets', 'privacy', 'curriculum', 'etkibot']);
    const text = technology.map((item) => `${i18n._(item.title)} ${i18n._(item.text)}`).join('\n');
    for (const term of ['PWA', 'internetsiz', 'KVKK', 'MEB', 'EtkiBot']) expect(text).toContain(term);
  });
});

import { describe, expect, it } from 'vitest';
import type { GradebookResponse } from '@/shared/api/classroom.ts';
import { gradebookCsv, toTurkishCsv } from './csv.ts';

const BOM = '\uFEFF';

describe('toTurkishCsv', () => {
  it('starts with the BOM, separates with ";" and ends every line with CRLF', () => {
    expect(toTurkishCsv([['a', 'b'], ['c', 'd']])).toBe(`${BOM}a;b\r\nc;d\r\n`);
    expect(toTurkishCsv([])).toBe(BOM);
  });

  it('writes decimals with a comma and leaves whole numbers and empty cells plain', () => {
    expect(toTurkishCsv([[12.5, 100, 0, -3.25, null, Number.NaN, Number.POSITIVE_INFINITY]])).toBe(`${BOM}12,5;100;0;-3,25;;;\r\n`);
  });

  it('keeps Turkish letters as they are', () => {
    expect(toTurkishCsv([['Çiğdem Işık', 'Şükrü Öğüt']])).toBe(`${BOM}Çiğdem Işık;Şükrü Öğüt\r\n`);
  });

  it('quotes cells holding the separator, quotes or line breaks, doubling the quotes', () => {
    expect(toTurkishCsv([['a;b', 'say "hi"', 'two\nlines', 'cr\rhere', 'plain, comma']])).toBe(
      `${BOM}"a;b";"say ""hi""";"two\nlines";"cr\rhere";plain, comma\r\n`,
    );
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(toTurkishCsv([['=HYPERLINK("http://x")', '+90 555', '-1', '@SUM(A1)', '\tTAB', 'a=b']])).toBe(
      `${BOM}"'=HYPERLINK(""http://x"")";'+90 555;'-1;'@SUM(A1);'\tTAB;a=b\r\n`,
    );
  });

  it('leaves negative numbers as numbers', () => {
    expect(toTurkishCsv([[-1]])).toBe(`${BOM}-1\r\n`);
  });
});

describe('gradebookCsv', () => {
  const book: Pick<GradebookResponse, 'assignments' | 'rows'> = {
    assignments: [
      { id: 10, title: 'Maddenin Halleri', due_at: '2025-11-24T17:00:00.000Z' },
      { id: 20, title: 'Isı; Sıcaklık', due_at: '2025-11-28T17:00:00.000Z' },
    ],
    rows: [
      {
        student: { id: 1, number: '512', full_name: 'Ayşe Kaya' },
        cells: [
          { assignment_id: 20, state: 'graded', score: 85 },
          { assignment_id: 10, state: 'graded', score: 70 },
        ],
      },
      {
        student: { id: 2, number: null, full_name: '=Ali Veli' },
        cells: [
          { assignment_id: 10, state: 'missing', score: null },
          { assignment_id: 20, state: 'submitted', score: null },
        ],
      },
    ],
  };
  const labels = { number: 'Okul No', name: 'Ad Soyad', average: 'Ortalama' };

  it('writes a header, then a row a student with scores in the columns of their assignments and the average', () => {
    expect(gradebookCsv(book, labels)).toBe(
      `${BOM}Okul No;Ad Soyad;Maddenin Halleri;"Isı; Sıcaklık";Ortalama\r\n` + `512;Ayşe Kaya;70;85;77,5\r\n` + `;'=Ali Veli;;;\r\n`,
    );
  });

  it('writes missing work as 0 when asked', () => {
    expect(gradebookCsv(book, labels, { missingAsZero: true }).split('\r\n')[2]).toBe(`;'=Ali Veli;0;;0`);
  });
});

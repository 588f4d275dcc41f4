import { describe, expect, it } from 'vitest';
import type { GradebookResponse } from '@/shared/api/classroom.ts';
import { gradebookCsv } from './csv.ts';

const BOM = '\uFEFF';

describe('gradebookCsv', () => {
  const book: Pick<GradebookResponse, 'assignments' | 'rows'> = {
    assignments: [
      { id: 10, title: 'Maddenin Halleri', due_at: '2025-11-24T17:00:00.000Z', question_count: 0 },
      { id: 20, title: 'Isı; Sıcaklık', due_at: '2025-11-28T17:00:00.000Z', question_count: 6 },
    ],
    rows: [
      {
        student: { id: 1, number: '512', full_name: 'Ayşe Kaya' },
        cells: [
          { assignment_id: 20, state: 'graded', score: 85, version: 2, on_paper: false },
          { assignment_id: 10, state: 'graded', score: 70, version: 1, on_paper: true },
        ],
        average: 78,
      },
      {
        student: { id: 2, number: null, full_name: '=Ali Veli' },
        cells: [
          { assignment_id: 10, state: 'missing', score: null, version: null, on_paper: false },
          { assignment_id: 20, state: 'submitted', score: null, version: 1, on_paper: false },
        ],
        average: null,
      },
    ],
  };
  const labels = { number: 'Okul No', name: 'Ad Soyad', average: 'Ortalama' };

  it('writes a header, then a row a student with scores in the columns of their assignments and the average the gradebook gives', () => {
    expect(gradebookCsv(book, labels)).toBe(
      `${BOM}"Okul No";"Ad Soyad";"Maddenin Halleri";"Isı; Sıcaklık";"Ortalama"\r\n` + `"512";"Ayşe Kaya";70;85;78\r\n` + `;"'=Ali Veli";;;\r\n`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { exportFileName, namesMatch } from './privacy.ts';

describe('namesMatch', () => {
  it('matches the name whatever the letter case and spacing, by Turkish rules', () => {
    expect(namesMatch('  ELİF   yılmaz ', 'Elif Yılmaz')).toBe(true);
    expect(namesMatch('IŞIL', 'ışıl')).toBe(true);
  });

  it('refuses another name, part of it, and nothing typed', () => {
    expect(namesMatch('Elif', 'Elif Yılmaz')).toBe(false);
    expect(namesMatch('ELIF YILMAZ', 'Elif Yılmaz')).toBe(false);
    expect(namesMatch('   ', '')).toBe(false);
  });
});

describe('exportFileName', () => {
  it('names the file in Turkish by the student’s id and the day', () => {
    expect(exportFileName(12, '2026-12-03T17:00:00.000Z')).toBe('öğrenci-verileri-12-2026-12-03.json');
  });
});

import { describe, expect, it } from 'vitest';
import { CLASSROOM_LIMITS } from '@/shared/api/classroom.ts';
import { parseRoster } from './rosterPaste.ts';

const student = (number: string | null, first_name: string, last_name: string) => ({ number, first_name, last_name });

describe('parseRoster', () => {
  it('reads a number and names in the usual shapes', () => {
    const { students, errors } = parseRoster(
      ['123 Ali Veli', '124. Ayşe Yılmaz', '125 - Ayşe Nur Kaya', '126) Can Demir', '127-Elif Su Ak', '128:Deniz Kara'].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(students).toEqual([
      student('123', 'Ali', 'Veli'),
      student('124', 'Ayşe', 'Yılmaz'),
      student('125', 'Ayşe Nur', 'Kaya'),
      student('126', 'Can', 'Demir'),
      student('127', 'Elif Su', 'Ak'),
      student('128', 'Deniz', 'Kara'),
    ]);
  });

  it('reads names without a number', () => {
    expect(parseRoster('Ali Veli\nAyşe Nur Kaya')).toEqual({
      students: [student(null, 'Ali', 'Veli'), student(null, 'Ayşe Nur', 'Kaya')],
      errors: [],
    });
  });

  it('takes a number written after the names', () => {
    expect(parseRoster('Ali Veli 123\nAyşe Kaya - 124').students).toEqual([student('123', 'Ali', 'Veli'), student('124', 'Ayşe', 'Kaya')]);
  });

  it('reads spreadsheet rows: tabs, empty cells, row number then school number, a gender column', () => {
    const pasted = ['S.No\tÖğrenci No\tAdı\tSoyadı\tCinsiyeti', '1\t512\tALİ\tVELİ\tErkek', '2\t\t513\tAyşe Nur\tKAYA\tKız', '3\t514\tIŞIL\tIŞIK\tK'].join(
      '\n',
    );
    expect(parseRoster(pasted)).toEqual({
      students: [student('512', 'Ali', 'Veli'), student('513', 'Ayşe Nur', 'Kaya'), student('514', 'Işıl', 'Işık')],
      errors: [],
    });
  });

  it('copes with Windows and old Mac line ends, blank lines and odd spaces', () => {
    const pasted = '\r\n101   Ali\u00a0 Veli  \r\n\r\n   \r102 Can\u202fDemir\r\n\t\r\n';
    expect(parseRoster(pasted)).toEqual({ students: [student('101', 'Ali', 'Veli'), student('102', 'Can', 'Demir')], errors: [] });
  });

  it('reports lines by their place in the pasted text, blank and header lines counted', () => {
    const { errors } = parseRoster('Öğrenci No Adı Soyadı\n\n101 Ali\n102 Can Demir\n103');
    expect(errors).toEqual([
      { line: 3, text: '101 Ali', reason: 'one-name' },
      { line: 5, text: '103', reason: 'no-name' },
    ]);
  });

  it.each(['No', 'Öğrenci No', 'Adı Soyadı', 'ADI SOYADI', 'Sıra', 'S.No\tAdı\tSoyadı', 'Sıra No - Adı ve Soyadı', 'Okul Numarası'])(
    'skips the header line "%s"',
    (header) => {
      expect(parseRoster(`${header}\n101 Ali Veli`)).toEqual({ students: [student('101', 'Ali', 'Veli')], errors: [] });
    },
  );

  it('takes a line for a header only when every word is a column title', () => {
    expect(parseRoster('Sıra Nur Okul').students).toEqual([student(null, 'Sıra Nur', 'Okul')]);
  });

  it('skips a header repeated further down (a list copied page by page)', () => {
    const { students, errors } = parseRoster('No Adı Soyadı\n1 Ali Veli\nNo Adı Soyadı\n2 Can Demir');
    expect(errors).toEqual([]);
    expect(students.map((entry) => entry.number)).toEqual(['1', '2']);
  });

  it('fixes all-capitals and lower-case names with Turkish rules, keeping mixed case', () => {
    const { students } = parseRoster('1 İSMAİL IŞIK\n2 ılgaz içli\n3 ŞEYMA ÇİĞDEM ÖZGÜR\n4 Ayşe McDonald\n5 ali VELİ');
    expect(students).toEqual([
      student('1', 'İsmail', 'Işık'),
      student('2', 'Ilgaz', 'İçli'),
      student('3', 'Şeyma Çiğdem', 'Özgür'),
      student('4', 'Ayşe', 'McDonald'),
      student('5', 'Ali', 'Veli'),
    ]);
  });

  it('keeps double-barrelled surnames and drops stray punctuation', () => {
    expect(parseRoster('7 Ayşe, Kaya-Demir.\n8 (Ali) Veli').students).toEqual([student('7', 'Ayşe', 'Kaya-Demir'), student('8', 'Ali', 'Veli')]);
  });

  it('reads names whose letters were pasted decomposed (from a PDF)', () => {
    const decomposed = '9 I\u0307smail Yilmaz'.normalize('NFD');
    expect(parseRoster(decomposed).students).toEqual([student('9', 'İsmail', 'Yilmaz')]);
  });

  it('keeps leading zeros of a school number', () => {
    expect(parseRoster('0042 Ali Veli').students).toEqual([student('0042', 'Ali', 'Veli')]);
  });

  it('refuses a number longer than a school number', () => {
    const tooLong = '1'.repeat(CLASSROOM_LIMITS.studentNumberMax + 1);
    const longest = '9'.repeat(CLASSROOM_LIMITS.studentNumberMax);
    const { students, errors } = parseRoster(`${tooLong} Ali Veli\n${longest} Can Demir`);
    expect(errors).toEqual([{ line: 1, text: `${tooLong} Ali Veli`, reason: 'number-too-long' }]);
    expect(students).toEqual([student(longest, 'Can', 'Demir')]);
  });

  it('refuses a name part longer than 50 letters and an initial for a name', () => {
    const long = `A${'a'.repeat(50)}`;
    const fifty = `A${'a'.repeat(49)}`;
    const { students, errors } = parseRoster(`1 Ali ${long}\n2 ${long} Veli\n3 Ali V.\n4 A. Veli\n5 ${fifty} Veli`);
    expect(errors.map((error) => [error.line, error.reason])).toEqual([
      [1, 'name-too-long'],
      [2, 'name-too-long'],
      [3, 'one-name'],
      [4, 'one-name'],
    ]);
    expect(students).toEqual([student('5', fifty, 'Veli')]);
  });

  it('counts all first names together against the length bound', () => {
    const { errors } = parseRoster(`1 ${'Ayşe '.repeat(11)}Kaya`);
    expect(errors).toEqual([{ line: 1, text: `1 ${'Ayşe '.repeat(11)}Kaya`, reason: 'name-too-long' }]);
  });

  it('keeps the first of two students with the same number and reports the second', () => {
    const { students, errors } = parseRoster('101 Ali Veli\n101 Can Demir\n102 Elif Ak\nAyşe Kaya\nZeynep Su');
    expect(students).toEqual([student('101', 'Ali', 'Veli'), student('102', 'Elif', 'Ak'), student(null, 'Ayşe', 'Kaya'), student(null, 'Zeynep', 'Su')]);
    expect(errors).toEqual([{ line: 2, text: '101 Can Demir', reason: 'duplicate-number' }]);
  });

  it('reads up to the line limit and refuses the rest with one error', () => {
    const max = CLASSROOM_LIMITS.pasteLinesMax;
    const lines = Array.from({ length: max + 5 }, (_, index) => `${index + 1} Ali Veli`);
    const { students, errors } = parseRoster(['Adı Soyadı', '', ...lines].join('\n'));
    expect(students).toHaveLength(max);
    expect(errors).toEqual([{ line: max + 3, text: `${max + 1} Ali Veli`, reason: 'too-many' }]);
  });

  it('counts lines that could not be read against the limit too', () => {
    const max = CLASSROOM_LIMITS.pasteLinesMax;
    const lines = ['Ali', ...Array.from({ length: max }, (_, index) => `${index + 1} Ali Veli`)];
    const { students, errors } = parseRoster(lines.join('\n'));
    expect(students).toHaveLength(max - 1);
    expect(errors.map((error) => error.reason)).toEqual(['one-name', 'too-many']);
  });

  it('answers nothing for empty text', () => {
    expect(parseRoster('')).toEqual({ students: [], errors: [] });
    expect(parseRoster(' \n\t\n')).toEqual({ students: [], errors: [] });
  });
});

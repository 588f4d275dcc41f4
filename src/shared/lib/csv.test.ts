import { describe, expect, it } from 'vitest';
import { toTurkishCsv } from './csv.ts';

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

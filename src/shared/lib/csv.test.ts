import { describe, expect, it } from 'vitest';
import { toTurkishCsv } from './csv.ts';

const BOM = '\uFEFF';

describe('toTurkishCsv', () => {
  it('starts with the BOM, separates with ";" and ends every line with CRLF', () => {
    expect(
      toTurkishCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe(`${BOM}"a";"b"\r\n"c";"d"\r\n`);
    expect(toTurkishCsv([])).toBe(BOM);
  });

  it('writes decimals with a comma and leaves whole numbers and empty cells plain', () => {
    expect(toTurkishCsv([[12.5, 100, 0, -3.25, null, Number.NaN, Number.POSITIVE_INFINITY]])).toBe(`${BOM}12,5;100;0;-3,25;;;\r\n`);
  });

  it('keeps Turkish letters as they are', () => {
    expect(toTurkishCsv([['Çiğdem Işık', 'Şükrü Öğüt']])).toBe(`${BOM}"Çiğdem Işık";"Şükrü Öğüt"\r\n`);
  });

  it('quotes every text cell, doubling the quotes inside, and leaves an empty one empty', () => {
    expect(toTurkishCsv([['a;b', 'say "hi"', '"quoted"', 'two\nlines', 'cr\rhere', 'plain, comma', '']])).toBe(
      `${BOM}"a;b";"say ""hi""";"""quoted""";"two\nlines";"cr\rhere";"plain, comma";\r\n`,
    );
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(toTurkishCsv([['=HYPERLINK("http://x")', '+90 555', '-1', '@SUM(A1)', '\tTAB', '\n=x', 'a=b', '=1+1']])).toBe(
      `${BOM}"'=HYPERLINK(""http://x"")";"'+90 555";"'-1";"'@SUM(A1)";"'\tTAB";"'\n=x";"a=b";"'=1+1"\r\n`,
    );
  });

  it('keeps a formula after a comma, tab or line break inside the cell it belongs to, whatever the separator', () => {
    const csv = toTurkishCsv([['a,=cmd', 'a\t=x', 'b\n=y']]).slice(BOM.length);
    expect(csv).toBe('"a,=cmd";"a\t=x";"b\n=y"\r\n');
    // Read with "," or a tab as the separator, no cell outside quotes starts with "=".
    expect(csv.replace(/"(?:[^"]|"")*"/g, 'Q')).toBe('Q;Q;Q\r\n');
  });

  it('leaves negative numbers as numbers', () => {
    expect(toTurkishCsv([[-1]])).toBe(`${BOM}-1\r\n`);
  });
});

import { describe, expect, it } from 'vitest';
import { tableCsv, tablesCsv } from './csv.ts';

describe('tableCsv', () => {
  it('quotes every cell, doubles quotes and ends lines with CRLF', () => {
    expect(tableCsv([{ ad: 'Elif, "Yıldız"', puan: 90, boş: null }])).toBe('"ad","puan","boş"\r\n"Elif, ""Yıldız""","90",""\r\n');
  });

  it('turns a formula-looking text into plain text and keeps a tab inside its quoted cell', () => {
    expect(tableCsv([{ ad: '=1+1\tx' }])).toBe('"ad"\r\n"\'=1+1\tx"\r\n');
    expect(tableCsv([{ ad: '@SUM(A1)', puan: -3 }])).toBe('"ad","puan"\r\n"\'@SUM(A1)","-3"\r\n');
  });

  it('gives no text for a table without rows', () => {
    expect(tableCsv([])).toBe('');
  });

  it('leaves photos to the JSON', () => {
    expect(tablesCsv({ teslimler: [{ id: 1, photo: 'data:image/jpeg;base64,AAAA' }] })).toEqual({ teslimler: '"id"\r\n"1"\r\n' });
  });
});

import { downloadFile } from './downloadFile.ts';

export type CsvCell = string | number | null;

// Excel set to Turkish reads ";" as the separator (the comma is the decimal mark) and needs the BOM to read UTF-8.
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

// A cell starting with these is run as a formula by spreadsheets: a pupil named "=HYPERLINK(…)" must stay text.
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * Every text cell is quoted, whatever it holds: a spreadsheet opening the file with "," or a tab as its
 * separator would otherwise split "a,=cmd" and run the "=cmd" it starts. Numbers stay bare so they add up.
 */
function csvCell(value: CsvCell): string {
  if (value === null || value === '' || (typeof value === 'number' && !Number.isFinite(value))) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A table as a file Turkish Excel opens as it is, with numbers it can sum. */
export function toTurkishCsv(rows: readonly (readonly CsvCell[])[]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(SEPARATOR) + LINE_END).join('');
}

/** Hands a CSV text to the browser as a file download. */
export function downloadCsv(csv: string, fileName: string): void {
  downloadFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

import type { ExportTables } from '../../../src/shared/api/privacy.ts';

type Cell = string | number | boolean | null;

// Spreadsheets run a text cell starting with these as a formula even inside quotes: such text gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r\n]/;

/** Every cell quoted: a comma, tab or line break inside a name can never split a cell or start a formula's column. */
function quoted(value: Cell): string {
  if (value === null) return '""';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** One table as CSV text: a header of the first row's columns, then one CRLF line per row; no rows, no text. */
export function tableCsv(rows: readonly Record<string, Cell>[], leaveOut: ReadonlySet<string> = new Set()): string {
  const first = rows[0];
  if (!first) return '';
  const columns = Object.keys(first).filter((column) => !leaveOut.has(column));
  const lines = [columns.map(quoted).join(','), ...rows.map((row) => columns.map((column) => quoted(row[column] ?? null)).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Every table as CSV. A photo stays in the JSON only: a data URL of hundreds of kilobytes is longer
 * than a spreadsheet cell may be.
 */
export function tablesCsv(tables: ExportTables): Record<string, string> {
  const leaveOut = new Set(['photo']);
  return Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, tableCsv(rows, leaveOut)]));
}

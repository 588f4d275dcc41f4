/** Minimal reading of Lingui's .po output, enough to compare and to find empty translations. */
export type PoEntry = { msgid: string; msgstr: string };

const unquote = (line: string): string => JSON.parse(line.slice(line.indexOf('"'))) as string;

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: Partial<PoEntry> | null = null;
  let field: 'msgid' | 'msgstr' | null = null;
  const flush = () => {
    if (current?.msgid !== undefined && current.msgstr !== undefined && current.msgid !== '') {
      entries.push({ msgid: current.msgid, msgstr: current.msgstr });
    }
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      current = { msgid: unquote(line) };
      field = 'msgid';
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = unquote(line);
      field = 'msgstr';
    } else if (line.startsWith('"') && current && field) {
      current[field] = (current[field] ?? '') + unquote(line);
    }
  }
  flush();
  return entries;
}

/** The catalogue without the header's creation date, which changes on every extract. */
export const comparablePo = (text: string): string =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('"POT-Creation-Date'))
    .join('\n');

export const missingTranslations = (entries: PoEntry[]): PoEntry[] => entries.filter((entry) => entry.msgstr.trim() === '');

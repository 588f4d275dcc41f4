import { describe, expect, it } from 'vitest';
import { comparablePo, missingTranslations, parsePo } from './poCatalog.ts';

const sample = `msgid ""
msgstr ""
"POT-Creation-Date: 2026-01-01 10:00+0000\\n"

#: src/a.tsx
msgid "Merhaba"
msgstr "Merhaba"

#: src/b.tsx
msgid ""
"Uzun "
"metin"
msgstr ""

#: src/c.tsx
msgid "Tırnak \\"içinde\\""
msgstr "Tırnak \\"içinde\\""
`;

describe('po catalogue reading', () => {
  it('reads single and multi-line entries and skips the header', () => {
    expect(parsePo(sample)).toEqual([
      { msgid: 'Merhaba', msgstr: 'Merhaba' },
      { msgid: 'Uzun metin', msgstr: '' },
      { msgid: 'Tırnak "içinde"', msgstr: 'Tırnak "içinde"' },
    ]);
  });

  it('finds messages without a translation', () => {
    expect(missingTranslations(parsePo(sample)).map((entry) => entry.msgid)).toEqual(['Uzun metin']);
  });

  it('ignores only the creation date when comparing', () => {
    const later = sample.replace('2026-01-01 10:00', '2026-02-02 11:00');
    expect(comparablePo(later)).toBe(comparablePo(sample));
    expect(comparablePo(sample.replace('Merhaba"\nmsgstr "Merhaba', 'Selam"\nmsgstr "Selam'))).not.toBe(comparablePo(sample));
  });
});

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { rosterLine } from '@tests/fixtures/rosterLine.ts';
import { formatParentCodeExpiry, parentCodeCandidates, parentCodeFormSchema } from './parentLink.ts';

const read = (code: string) => {
  const result = v.safeParse(parentCodeFormSchema, { code });
  return result.success ? result.output.code : null;
};

describe('parent code form', () => {
  it('reads the code from the card in any case, with or without its dash and spaces', () => {
    expect(read('ABCD-2345')).toBe('ABCD2345');
    expect(read(' abcd-2345 ')).toBe('ABCD2345');
    expect(read('abcd 2345')).toBe('ABCD2345');
    expect(read('ab cd–23 45')).toBe('ABCD2345');
  });

  it('capitalises by Turkish rules: a dotted or dotless i is never read as another letter of the code', () => {
    // i → İ and ı → I under tr-TR; neither is in a code, so both are refused rather than guessed.
    expect(read('abcd-234i')).toBeNull();
    expect(read('abcd-234ı')).toBeNull();
    expect(read('ğbcd-2345')).toBeNull();
  });

  it.each([
    ['an empty field', ''],
    ['a code one character short', 'ABCD-234'],
    ['a code one character long', 'ABCD-23456'],
    ['a zero', 'ABCD-2340'],
    ['the letter O', 'ABCD-O345'],
    ['a one', 'ABCD-1345'],
    ['the letter L', 'ABCL-2345'],
  ])('refuses %s', (_name, code) => expect(read(code)).toBeNull());
});

describe('formatParentCodeExpiry', () => {
  it('writes the last day in Turkish, without a time', () => {
    expect(formatParentCodeExpiry('2026-12-18T09:30:00.000Z')).toBe('18 Aralık 2026');
  });
});

describe('parentCodeCandidates', () => {
  const parent = (id: number) => ({ id, full_name: `Veli ${id}`, linked_at: '2026-09-01T08:00:00.000Z' });
  const withAccount = { has_account: true, user_id: 90, parents: [] };
  const students = [
    rosterLine(1, 'Elif Yılmaz', withAccount),
    rosterLine(2, 'Deniz Kaya', { ...withAccount, parents: [parent(1)] }),
    rosterLine(3, 'Ahmet Şahin', { ...withAccount, parents: [parent(2), parent(3)] }),
    rosterLine(4, 'Azra Çetin', { parents: [] }),
    rosterLine(5, 'Mert Kılıç', { ...withAccount, status: 'dropped' }),
    rosterLine(6, 'Ece Tan', { has_account: true, user_id: 91 }),
    rosterLine(7, 'Ömer Kurt', withAccount),
  ];

  it('takes the chosen active children with an account, listed parents and room for another parent', () => {
    expect(parentCodeCandidates(students, new Set([1, 2, 3, 4, 5, 6]))).toEqual([1, 2]);
  });
});

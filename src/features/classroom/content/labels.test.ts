import { describe, expect, it } from 'vitest';
import { PICTURE_CODE_EMOJI } from '@/shared/api/classroom.ts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { PICTURE_NAMES } from './labels.ts';

describe('picture names', () => {
  it('names every picture of the code alphabet in Turkish, each differently, so a card can be read aloud', () => {
    const names = PICTURE_CODE_EMOJI.map((emoji) => i18n._(PICTURE_NAMES[emoji]));
    expect(names.every((name) => name.trim().length > 0)).toBe(true);
    expect(new Set(names.map((name) => name.toLocaleLowerCase('tr'))).size).toBe(PICTURE_CODE_EMOJI.length);
    expect(Object.keys(PICTURE_NAMES).sort()).toEqual([...PICTURE_CODE_EMOJI].sort());
    expect(i18n._(PICTURE_NAMES['🍎'])).toBe('Elma');
  });
});

import { describe, expect, it } from 'vitest';
import { CLASSROOM_LIMITS, PICTURE_CODE_EMOJI, type PictureEmoji } from '@/shared/api/classroom.ts';
import { isCompleteCode, isPictureEmoji, popEmoji, pushEmoji, randomPictureCode } from './pictureCode.ts';

describe('picture code', () => {
  it('is complete with exactly four pictures of the alphabet', () => {
    expect(CLASSROOM_LIMITS.pictureCodeLength).toBe(4);
    expect(isCompleteCode(['🐱', '🐶', '🐸', '🦊'])).toBe(true);
    expect(isCompleteCode(['🐱', '🐱', '🐱', '🐱'])).toBe(true);
    expect(isCompleteCode(['🐱', '🐶', '🐸'])).toBe(false);
    expect(isCompleteCode(['🐱', '🐶', '🐸', '🦊', '🐻'])).toBe(false);
    expect(isCompleteCode(['🐱', '🐶', '🐸', '🦄'])).toBe(false);
    expect(isCompleteCode([])).toBe(false);
  });

  it('knows its pictures', () => {
    expect(PICTURE_CODE_EMOJI.every(isPictureEmoji)).toBe(true);
    expect(isPictureEmoji('🦄')).toBe(false);
    expect(isPictureEmoji('A')).toBe(false);
  });

  it('adds pictures up to the length and ignores taps past it', () => {
    let code: readonly PictureEmoji[] = [];
    for (const emoji of ['🐱', '🐶', '🐸', '🦊'] as const) code = pushEmoji(code, emoji);
    expect(code).toEqual(['🐱', '🐶', '🐸', '🦊']);
    expect(pushEmoji(code, '⭐')).toBe(code);
  });

  it('removes the last picture, and nothing from an empty code', () => {
    const code: readonly PictureEmoji[] = ['🐱', '🐶'];
    expect(popEmoji(code)).toEqual(['🐱']);
    expect(code).toEqual(['🐱', '🐶']);
    const empty: readonly PictureEmoji[] = [];
    expect(popEmoji(empty)).toBe(empty);
  });

  it('makes a complete code from the random source, reaching both ends of the alphabet', () => {
    const values = [0, 0.999_999, 0.5, 1];
    let call = 0;
    const code = randomPictureCode(() => values[call++] ?? 0);
    expect(code).toEqual([PICTURE_CODE_EMOJI[0], PICTURE_CODE_EMOJI[11], PICTURE_CODE_EMOJI[6], PICTURE_CODE_EMOJI[11]]);
    expect(isCompleteCode(code)).toBe(true);
    expect(isCompleteCode(randomPictureCode())).toBe(true);
  });
});

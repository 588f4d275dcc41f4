import { CLASSROOM_LIMITS, PICTURE_CODE_EMOJI, type PictureEmoji } from '@/shared/api/classroom.ts';

const LENGTH = CLASSROOM_LIMITS.pictureCodeLength;

export const isPictureEmoji = (value: string): value is PictureEmoji => (PICTURE_CODE_EMOJI as readonly string[]).includes(value);

export const isCompleteCode = (code: readonly string[]): code is PictureEmoji[] => code.length === LENGTH && code.every(isPictureEmoji);

/** A tap on a picture: ignored once the code is full, so a child tapping on does not push out what they entered. */
export const pushEmoji = (code: readonly PictureEmoji[], emoji: PictureEmoji): readonly PictureEmoji[] => (code.length >= LENGTH ? code : [...code, emoji]);

/** The back key: removes the last picture. */
export const popEmoji = (code: readonly PictureEmoji[]): readonly PictureEmoji[] => (code.length ? code.slice(0, -1) : code);

/** A code for the teacher to hand out. Pictures may repeat: that is what makes 12⁴ codes. */
export function randomPictureCode(random: () => number = Math.random): PictureEmoji[] {
  return Array.from({ length: LENGTH }, () => {
    // Math.min: a random() that returns exactly 1 must not fall off the end of the list.
    const index = Math.min(Math.floor(random() * PICTURE_CODE_EMOJI.length), PICTURE_CODE_EMOJI.length - 1);
    return PICTURE_CODE_EMOJI[index] ?? PICTURE_CODE_EMOJI[0];
  });
}

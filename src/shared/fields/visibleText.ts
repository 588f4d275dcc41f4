/**
 * Characters a reader cannot see: controls (\p{Cc}), format characters (\p{Cf}: bidi overrides and
 * isolates such as U+202E, zero-width space and joiners, the soft hyphen, the BOM), the line and
 * paragraph separators, and the blank "filler" letters that render as nothing. In a name or a title
 * they hide or reorder what others read ("A\u202eB" shows as "AB" reversed), so no stored text the
 * people of a school read may hold one.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;

/** Half of a surrogate pair on its own: no character at all, and it breaks exports and e-mails. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The zero-width joiner inside an emoji sequence (👩‍🔬) is part of one visible picture, not hidden text. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

/** Line breaks and tabs, which text of several lines (instructions, feedback, a message) may hold. */
const LINE_BREAKS = /[\n\r\t]/g;

/** Whether every character of the text is one a reader sees; `multiline` lets line breaks and tabs through. */
export function isVisibleText(text: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  const checked = (multiline ? text.replace(LINE_BREAKS, ' ') : text).replace(EMOJI_JOINER, '');
  return !HIDDEN.test(checked) && !LONE_SURROGATE.test(checked);
}

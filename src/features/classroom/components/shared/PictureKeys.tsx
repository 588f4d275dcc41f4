import { useLingui } from '@lingui/react/macro';
import { CLASSROOM_LIMITS, PICTURE_CODE_EMOJI, type PictureEmoji } from '@/shared/api/classroom.ts';
import { PICTURE_NAMES } from '../../content/labels.ts';
import * as layout from './layout.css.ts';

/** The four slots of a picture code, filled as pictures are tapped. */
export function PictureSlots({ code, label }: { code: readonly PictureEmoji[]; label: string }) {
  return (
    <div className={layout.codeSlots} role="img" aria-label={label}>
      {Array.from({ length: CLASSROOM_LIMITS.pictureCodeLength }, (_, index) => (
        <span key={index} className={layout.codeSlot} aria-hidden="true">
          {code[index] ?? ''}
        </span>
      ))}
    </div>
  );
}

/** The twelve pictures, large enough for small fingers, each named in Turkish for screen readers. */
export function PictureKeys({ onTap, disabled }: { onTap: (emoji: PictureEmoji) => void; disabled: boolean }) {
  const { i18n } = useLingui();
  return (
    <ul className={layout.emojiGrid}>
      {PICTURE_CODE_EMOJI.map((emoji) => (
        <li key={emoji}>
          <button type="button" className={layout.emojiButton} disabled={disabled} onClick={() => onTap(emoji)} aria-label={i18n._(PICTURE_NAMES[emoji])}>
            {emoji}
          </button>
        </li>
      ))}
    </ul>
  );
}

import { useMemo, useState } from 'react';
import { whenAlreadyBroken } from '@/shared/lib/brokenImage.ts';
import * as styles from './EmojiFallbackImage.css.ts';

type EmojiFallbackImageProps = {
  src: string;
  /** The picture's description; also the accessible name of the emoji stand-in. Empty for decoration. */
  alt: string;
  emoji: string;
  /** Rendered size in px: width and height are set so the layout does not jump while loading. */
  size: number;
  className?: string;
  /**
   * For a picture well below the first screen. An eager picture is also announced in the rendered page's
   * head, where it competes with the page's script for the first seconds of a slow connection.
   */
  lazy?: boolean;
};

/** docs/behaviour.md#errors: a forest picture that falls back to its emoji when it cannot be loaded. */
export function EmojiFallbackImage({ src, alt, emoji, size, className, lazy = false }: EmojiFallbackImageProps) {
  // Remembering the failed address (not a flag) means a new picture gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = [styles.frame, className].filter(Boolean).join(' ');
  const alreadyBroken = useMemo(() => whenAlreadyBroken(() => setFailedSrc(src)), [src]);

  if (failedSrc === src) {
    return (
      <span
        className={classes}
        style={{ width: size, height: size, fontSize: Math.round(size * 0.7) }}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-fallback="emoji"
      >
        {emoji}
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      loading={lazy ? 'lazy' : undefined}
      ref={alreadyBroken}
      onError={() => setFailedSrc(src)}
    />
  );
}

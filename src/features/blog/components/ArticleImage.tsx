import { useState } from 'react';
import { whenAlreadyBroken } from '@/shared/lib/brokenImage.ts';
import { Trans } from '@lingui/react/macro';
import * as styles from './card.css.ts';

type ArticleImageProps = {
  src: string;
  /** Covers are illustrations without text: empty alt unless the caller has something to say. */
  alt?: string;
  eager?: boolean;
  className?: string;
};

/** An article's image with explicit size; a failed load says so (docs/behaviour.md#errors) instead of showing a broken icon. */
export function ArticleImage({ src, alt = '', eager = false, className }: ArticleImageProps) {
  const [failed, setFailed] = useState(false);
  const [alreadyBroken] = useState(() => whenAlreadyBroken(() => setFailed(true)));
  if (failed) {
    return (
      <span className={[styles.imageFallback, className].filter(Boolean).join(' ')} role="img" aria-label={alt || undefined}>
        <span aria-hidden="true">🖼️ </span>
        <Trans>Görsel yüklenemedi</Trans>
      </span>
    );
  }
  return (
    <img
      className={[styles.image, className].filter(Boolean).join(' ')}
      src={src}
      alt={alt}
      width={800}
      height={450}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      ref={alreadyBroken}
      onError={() => setFailed(true)}
    />
  );
}

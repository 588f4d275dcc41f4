import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EmojiFallbackImage } from './EmojiFallbackImage.tsx';
import * as styles from './MascotSays.css.ts';

type MascotSaysProps = { children: ReactNode; size?: number };

/** Fındık, the hazelnut squirrel, with a speech bubble. */
export function MascotSays({ children, size = 120 }: MascotSaysProps) {
  const { t } = useLingui();
  return (
    <figure className={styles.figure}>
      <EmojiFallbackImage src="/icons/mascot-squirrel.svg" alt={t`Sincap Fındık`} emoji="🐿️" size={size} className={styles.mascot} />
      <figcaption className={styles.bubble}>{children}</figcaption>
    </figure>
  );
}

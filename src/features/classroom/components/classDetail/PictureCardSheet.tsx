import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PICTURE_NAMES } from '../../content/labels.ts';
import type { PictureCard } from '../../model/pictureCards.ts';
import type { SheetParentCode } from '../../api.ts';
import { ParentCodeOnCard } from '../guardians/ParentCodeOnCard.tsx';
import * as styles from './pictureCards.css.ts';

/** The rest of the page cannot be reached while the cards cover it, as behind a modal dialog. */
function useInertSiblings(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const own = ref.current;
    if (!own) return;
    const others = [...document.body.children].filter((element): element is HTMLElement => element !== own && element instanceof HTMLElement && !element.inert);
    for (const element of others) element.inert = true;
    return () => {
      for (const element of others) element.inert = false;
    };
  }, [ref]);
}

type Props = {
  cards: readonly PictureCard[];
  className: string;
  onClose: () => void;
  /** Each child's parent code, when the teacher asked for them on the cards. */
  parentCodes?: ReadonlyMap<number, SheetParentCode>;
  parentCodesFailed?: boolean;
};

/**
 * The cards of the codes just set, to print on A4 and cut out. The codes live only in this view:
 * closing it forgets them, so closing asks first.
 */
export function PictureCardSheet({ cards, className, onClose, parentCodes, parentCodesFailed = false }: Props) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [closing, setClosing] = useState(false);
  const count = cards.length;
  useInertSiblings(ref);
  useEffect(() => headingRef.current?.focus(), []);

  return createPortal(
    <div ref={ref} className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <style>{styles.pageRule}</style>
      <div className={styles.toolbar}>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          <Trans>{className} resim kartları</Trans>
        </h2>
        <FormAlert tone="warning">
          <Trans>
            {count} öğrencinin yeni resim şifresi kaydedildi. Şifreler yalnızca bu ekranda duruyor: kartları şimdi yazdırın, kapatınca bir daha gösterilemez.
          </Trans>
        </FormAlert>
        {parentCodesFailed ? (
          <FormAlert tone="warning">
            <Trans>Veli kodları alınamadı. Kartları yazdırın; veli kodlarını Öğrenciler sekmesindeki “Veli kodu” ile tek tek verebilirsiniz.</Trans>
          </FormAlert>
        ) : null}
        {closing ? (
          <div className={styles.toolbarActions} role="group" aria-label={t`Kapatmayı onaylayın`}>
            <p>
              <Trans>Kartları yazdırdınız mı? Kapatınca şifreler bu cihazdan da silinir.</Trans>
            </p>
            <Button variant="danger" onClick={onClose}>
              <Trans>Evet, kapat</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setClosing(false)}>
              <Trans>Geri dön</Trans>
            </Button>
          </div>
        ) : (
          <div className={styles.toolbarActions}>
            <Button onClick={() => window.print()}>
              <span aria-hidden="true">🖨️</span>
              <Trans>Yazdır</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setClosing(true)}>
              <Trans>Kapat</Trans>
            </Button>
          </div>
        )}
      </div>
      <ul className={styles.sheet} aria-label={t`Kartlar`}>
        {cards.map((card) => {
          const name = card.name;
          return (
            <li key={card.studentId} className={styles.card} aria-label={t`${name} kartı`}>
              <p className={styles.childName}>{name}</p>
              <p className={styles.className}>
                <Trans>Sınıf: {className}</Trans>
              </p>
              <p className={styles.hint}>
                <Trans>Resim şifren: bu dört resme sırayla dokun.</Trans>
              </p>
              <ol className={styles.pictures}>
                {card.code.map((emoji, index) => (
                  // Pictures may repeat, so the place is the key.
                  <li key={index} className={styles.picture}>
                    <span className={styles.order} aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className={styles.emoji} aria-hidden="true">
                      {emoji}
                    </span>
                    <span className={styles.pictureName}>{i18n._(PICTURE_NAMES[emoji])}</span>
                  </li>
                ))}
              </ol>
              {parentCodes ? <ParentCodeOnCard issued={parentCodes.get(card.studentId)} /> : null}
            </li>
          );
        })}
      </ul>
    </div>,
    document.body,
  );
}

import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatLongDate } from '@/shared/i18n/format.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import type { MapStone } from '../../model/progressMap.ts';
import { useLevelText } from './StoneLook.tsx';
import * as styles from './map.css.ts';

type Props = { id: string; stone: MapStone; canReview: boolean; onReview: (code: string) => void };

/** One outcome opened: what it asks, where the child stands, the items that serve it and, when due, a one-tap review. */
export function StoneDetails({ id, stone, canReview, onReview }: Props) {
  const { t, i18n } = useLingui();
  const levelText = useLevelText();
  const { assessment } = stone;
  const last = assessment.lastAt ? formatLongDate(assessment.lastAt) : null;
  const answers = assessment.answers;
  const correct = assessment.correct;
  const code = stone.code;
  const level = levelText(assessment);
  return (
    <section id={id} className={styles.details} aria-live="polite">
      <h3 className={styles.detailsTitle}>
        {code} · {level}
      </h3>
      <p>{stone.text ? i18n._(stone.text) : <Trans>Bu ünitenin etkinliklerinde ne kadar ilerlediğin (kazanım kodu verilmemiş etkinlikler).</Trans>}</p>
      <p>
        {answers > 0 ? (
          <Trans>
            {answers} cevabın {correct} tanesi doğru.
          </Trans>
        ) : (
          <Trans>Henüz bu kazanımla ilgili soru cevaplamadın.</Trans>
        )}{' '}
        {last ? <Trans>Son çalışma: {last}.</Trans> : null}
      </p>
      <ul className={styles.itemLinks} aria-label={t`Bu kazanım için deneyler`}>
        {stone.items.map((item) => (
          <li key={item.id}>
            <Link
              to="/dashboard/experiment-kits/experiment/$experimentId"
              params={{ experimentId: item.id }}
              search={{ tab: 'questions' }}
              className={button({ variant: 'secondary', size: 'sm' })}
            >
              <span aria-hidden="true">{item.icon}</span> {i18n._(item.title)}
            </Link>
          </li>
        ))}
      </ul>
      {canReview && assessment.level !== 'not-started' ? (
        <div className={styles.actions}>
          <Button variant={assessment.dueForReview ? 'accent' : 'secondary'} onClick={() => onReview(code)}>
            {assessment.dueForReview ? <Trans>🔁 Tekrar et</Trans> : <Trans>Karışık tekrar yap</Trans>}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

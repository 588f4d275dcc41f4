import { Trans, useLingui } from '@lingui/react/macro';
import { EVENT_TYPES } from '../model/event.ts';
import { eventTypeLabels, schoolKindLabels } from '../model/labels.ts';
import type { SchoolEntryKind } from '../model/schoolCalendar.ts';
import { kindChip, kindShade, typeChip } from './colors.css.ts';
import * as styles from './Legend.css.ts';

const KINDS: readonly SchoolEntryKind[] = ['term', 'break', 'holiday', 'halfDay', 'commemoration'];

/** What the colours of the calendar mean. */
export function Legend() {
  const { i18n, t } = useLingui();
  return (
    <section className={styles.legend} aria-labelledby="calendar-legend">
      <h2 id="calendar-legend" className={styles.heading}>
        <Trans>Renklerin anlamı</Trans>
      </h2>
      <ul className={styles.list} aria-label={t`Okul takvimi`}>
        {KINDS.map((kind) => (
          <li key={kind} className={styles.item}>
            <span aria-hidden="true" className={[styles.swatch, kind === 'term' || kind === 'break' ? kindShade[kind] : kindChip[kind]].join(' ')} />
            {i18n._(schoolKindLabels[kind])}
          </li>
        ))}
      </ul>
      <ul className={styles.list} aria-label={t`Etkinlik türleri`}>
        {EVENT_TYPES.map((type) => (
          <li key={type} className={styles.item}>
            <span aria-hidden="true" className={[styles.swatch, typeChip[type]].join(' ')} />
            {i18n._(eventTypeLabels[type])}
          </li>
        ))}
      </ul>
    </section>
  );
}

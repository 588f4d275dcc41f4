import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { Badge } from '@/shared/ui/Badge.tsx';
import { experimentsOfKit } from '../content/library.ts';
import type { Kit } from '../content/types.ts';
import { findUnit } from '../content/units/index.ts';
import { NotFoundState } from './NotFoundState.tsx';
import { useLibraryCrumbs } from './crumbs.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as styles from './screens.css.ts';

/** /dashboard/experiment-kits/{kitId}: the kit's experiments, lowest grade first. The route finds the kit at the id; none there is not found. */
export function KitScreen({ kit }: { kit: Kit | undefined }) {
  const { t, i18n } = useLingui();
  const crumbs = useLibraryCrumbs(...(kit ? [{ label: i18n._(kit.title) }] : [{ label: t`Bulunamadı` }]));

  if (!kit) {
    return (
      <div className={frame.page}>
        <Breadcrumbs items={crumbs} />
        <NotFoundState title={<Trans>Bu deney seti bulunamadı</Trans>}>
          <Trans>Aradığın set kaldırılmış ya da adres yanlış yazılmış olabilir. Tüm deney setlerine göz atıp başka bir set seçebilirsin.</Trans>
        </NotFoundState>
      </div>
    );
  }

  return (
    <div className={frame.page}>
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <h1 className={frame.title}>
          <span aria-hidden="true">{kit.icon} </span>
          {i18n._(kit.title)}
        </h1>
        <p className={frame.lead}>{i18n._(kit.summary)}</p>
      </header>
      <ul className={styles.cardGrid}>
        {experimentsOfKit(kit.id).map((experiment) => {
          const grade = experiment.grade;
          const unit = findUnit(experiment.unitId);
          return (
            <li key={experiment.id}>
              <Card as="article" tone="elevated" className={styles.card}>
                <span className={styles.cardIcon} aria-hidden="true">
                  {experiment.icon}
                </span>
                <h2 className={styles.cardTitle}>
                  <Link to="/dashboard/experiment-kits/experiment/$experimentId" params={{ experimentId: experiment.id }} className={styles.cardLink}>
                    {i18n._(experiment.title)}
                  </Link>
                </h2>
                <div className={styles.badges}>
                  <Badge tone="primary">{t`${grade}. sınıf`}</Badge>
                  {unit ? <Badge className={styles.wrappingBadge}>{i18n._(unit.title)}</Badge> : null}
                </div>
                <p className={styles.cardText}>{i18n._(experiment.summary)}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

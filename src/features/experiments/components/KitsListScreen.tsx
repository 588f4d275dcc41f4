import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Card } from '@/shared/ui/Card.tsx';
import { Badge } from '@/shared/ui/Badge.tsx';
import { KITS, experimentsOfKit, gradeRangeOfKit } from '../content/library.ts';
import { gradeSpan } from '../model/grades.ts';
import { useLibraryCrumbs } from './crumbs.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as styles from './screens.css.ts';

/** /dashboard/experiment-kits: one card per kit. */
export function KitsListScreen() {
  const { t, i18n } = useLingui();
  const crumbs = useLibraryCrumbs();
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={crumbs}
        title={<Trans>Deney Setleri</Trans>}
        lead={
          <Trans>
            Her sette farklı sınıflar için deneyler var. Her deneyde konu anlatımı, deney adımları, örnek sorular, bir etkinlik, yazdırılabilir
            çalışma sayfası ve Fındık’ın hikâyesi seni bekliyor. İnternet olmasa da çalışır.
          </Trans>
        }
      />
      <ul className={styles.cardGrid}>
        {KITS.map((kit) => {
          const range = gradeRangeOfKit(kit.id);
          const span = range ? gradeSpan(range) : '';
          const count = experimentsOfKit(kit.id).length;
          return (
            <li key={kit.id}>
              <Card as="article" tone="elevated" className={styles.card}>
                <span className={styles.cardIcon} aria-hidden="true">
                  {kit.icon}
                </span>
                <h2 className={styles.cardTitle}>
                  <Link to="/dashboard/experiment-kits/$kitId" params={{ kitId: kit.id }} className={styles.cardLink}>
                    {i18n._(kit.title)}
                  </Link>
                </h2>
                <p className={styles.cardText}>{i18n._(kit.summary)}</p>
                <div className={styles.badges}>
                  {range ? <Badge tone="primary">{t`${span}. sınıf`}</Badge> : null}
                  <Badge tone="info">{t`${count} deney`}</Badge>
                  <Badge className={styles.wrappingBadge}>{i18n._(kit.theme)}</Badge>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { TOOLS } from '../content/registry.ts';
import * as styles from './ToolsCatalog.css.ts';

/** /dashboard/tools: every classroom tool as a card. */
export function ToolsCatalog() {
  const { t, i18n } = useLingui();
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Ek Araçlar` }]}
        title={<Trans>Ek Araçlar</Trans>}
        lead={<Trans>Derste hemen kullanabileceğiniz araçlar. Bir kez açtıktan sonra internet olmadan da çalışırlar.</Trans>}
      />
      <ul className={styles.grid} aria-label={t`Araçlar`}>
        {TOOLS.map((tool) => (
          <li key={tool.id} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              {tool.icon}
            </span>
            <h2 className={styles.cardTitle}>
              <PathLink href={`/dashboard/tools/${tool.id}`} className={styles.cardLink}>
                {i18n._(tool.title)}
              </PathLink>
            </h2>
            <p className={styles.purpose}>{i18n._(tool.purpose)}</p>
            <Badge tone="primary" className={styles.grades}>
              {i18n._(tool.grades)}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

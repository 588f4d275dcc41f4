import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Breadcrumbs } from '@/shared/ui/Breadcrumbs.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { button } from '@/shared/styles/recipes.css.ts';
import { TOOLS, type ToolId, type ToolMeta } from '../content/registry.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import * as styles from './ToolPage.css.ts';

// One lazy component per tool, made once at start-up: lazy() only fetches the chunk when the tool first renders.
const LAZY_TOOLS = Object.fromEntries(TOOLS.map((tool) => [tool.id, lazy(tool.load)])) as Record<ToolId, LazyExoticComponent<ComponentType>>;

/** /dashboard/tools/{toolId}: the tool's header, then the tool's own code, loaded on demand. The route finds the tool at the id; none there is not found. */
export function ToolPage({ tool }: { tool: ToolMeta | undefined }) {
  const { t, i18n } = useLingui();

  if (!tool) {
    return (
      <div className={frame.page}>
        <Breadcrumbs items={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Ek Araçlar`, href: '/dashboard/tools' }, { label: t`Araç bulunamadı` }]} />
        <section className={styles.notFound} aria-labelledby="tool-not-found">
          <span className={styles.notFoundIcon} aria-hidden="true">
            🧰
          </span>
          <h1 id="tool-not-found" className={frame.title}>
            <Trans>Araç bulunamadı</Trans>
          </h1>
          <p className={frame.lead}>
            <Trans>Bu adreste bir araç yok. Adres yanlış yazılmış ya da araç kaldırılmış olabilir.</Trans>
          </p>
          <PathLink href="/dashboard/tools" className={button({ variant: 'primary' })}>
            <Trans>Tüm araçlara dön</Trans>
          </PathLink>
        </section>
      </div>
    );
  }

  const Tool = LAZY_TOOLS[tool.id];
  const title = i18n._(tool.title);
  return (
    <div className={frame.page}>
      <Breadcrumbs items={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Ek Araçlar`, href: '/dashboard/tools' }, { label: title }]} />
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          {tool.icon}
        </span>
        <div className={frame.header}>
          <h1 className={frame.title}>{title}</h1>
          <p className={frame.lead}>{i18n._(tool.purpose)}</p>
        </div>
      </header>
      <Suspense
        fallback={
          <div className={styles.pending}>
            <Spinner size="lg" label={t`Araç Yükleniyor...`} />
          </div>
        }
      >
        <Tool />
      </Suspense>
    </div>
  );
}

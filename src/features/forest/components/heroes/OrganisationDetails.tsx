import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden.tsx';
import type { Organisation } from '../../content/organisations.ts';
import * as page from './infoPage.css.ts';
import * as styles from './ForestHeroesPage.css.ts';

/** Every docs/behaviour.md#data-kept-on-the-device field of the chosen organisation, the child’s text first and the parent’s “more” folded away. */
export function OrganisationDetails({ organisation }: { organisation: Organisation }) {
  const { t, i18n } = useLingui();
  const name = i18n._(organisation.name);
  const fullName = i18n._(organisation.fullName);
  const headingId = `organisation-${organisation.id}`;

  return (
    <article className={page.details} style={{ borderColor: organisation.color, background: organisation.bgColor }} aria-labelledby={headingId}>
      <header className={page.detailsHeader}>
        <span className={styles.logo} aria-hidden="true">
          {organisation.logo}
        </span>
        <div>
          <h2 id={headingId} className={page.detailsTitle} style={{ color: organisation.color }}>
            {name}
          </h2>
          {fullName !== name && <p className={styles.fullName}>{fullName}</p>}
        </div>
      </header>

      <p className={page.kidText}>{i18n._(organisation.kidFriendlyInfo)}</p>

      <p className={styles.motto} style={{ borderLeftColor: organisation.color }}>
        <span className={styles.mottoLabel}>{organisation.mottoKind === 'slogan' ? t`Sloganı` : t`Amacı`}</span>
        <span className={styles.mottoText}>{organisation.mottoKind === 'slogan' ? `“${i18n._(organisation.motto)}”` : i18n._(organisation.motto)}</span>
      </p>

      <dl className={page.factList}>
        <div className={page.fact}>
          <dt>
            <Trans>Kuruluş yılı</Trans>
          </dt>
          {/* A year, so no thousands separator. */}
          <dd>{String(organisation.established)}</dd>
        </div>
        <div className={page.fact}>
          <dt>
            <Trans>Nerede?</Trans>
          </dt>
          <dd>{i18n._(organisation.location)}</dd>
        </div>
      </dl>

      <div className={page.columns}>
        <section aria-labelledby={`${headingId}-achievements`}>
          <h3 id={`${headingId}-achievements`} className={page.subTitle}>
            <Trans>Neler başardı?</Trans>
          </h3>
          <ul className={page.bulletList}>
            {organisation.achievements.map((achievement) => (
              <li key={achievement.id}>{i18n._(achievement)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${headingId}-projects`}>
          <h3 id={`${headingId}-projects`} className={page.subTitle}>
            <Trans>Özel projeleri</Trans>
          </h3>
          <ul className={page.bulletList}>
            {organisation.specialProjects.map((project) => (
              <li key={project.id}>{i18n._(project)}</li>
            ))}
          </ul>
        </section>
      </div>

      <aside className={page.funFact} aria-label={t`Biliyor musun?`}>
        <span className={page.infoIcon} aria-hidden="true">
          💡
        </span>
        <p className={page.infoText}>
          <strong>
            <Trans>Biliyor musun?</Trans>
          </strong>{' '}
          {i18n._(organisation.funFact)}
        </p>
      </aside>

      <details className={page.more}>
        <summary className={page.moreSummary}>
          <Trans>Büyükler için daha fazlası</Trans>
        </summary>
        <p className={page.moreBody}>{i18n._(organisation.description)}</p>
      </details>

      <div className={page.actions}>
        <ExternalButtonLink href={organisation.website} className={page.bigButton}>
          <Trans>{name} web sitesi</Trans>{' '}
          <VisuallyHidden>
            <Trans>(yeni sekmede açılır)</Trans>
          </VisuallyHidden>
        </ExternalButtonLink>
      </div>
    </article>
  );
}

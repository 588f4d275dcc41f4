import { Trans, useLingui } from '@lingui/react/macro';
import { EmojiFallbackImage } from '../art/EmojiFallbackImage.tsx';
import type { TreeSpecies } from '../../content/species.ts';
import * as page from '../heroes/infoPage.css.ts';
import * as styles from './TurkeyForestsPage.css.ts';

/** Every docs/behaviour.md#data-kept-on-the-device field of the chosen tree species; the picture falls back to the emoji (docs/behaviour.md#errors). */
export function SpeciesDetails({ species }: { species: TreeSpecies }) {
  const { i18n } = useLingui();
  const headingId = `species-${species.id}`;

  return (
    <article className={page.details} aria-labelledby={headingId}>
      <header className={page.detailsHeader}>
        <EmojiFallbackImage className={styles.speciesImage} src={species.image} alt={i18n._(species.imageAlt)} emoji={species.emoji} size={120} />
        <div>
          <h2 id={headingId} className={page.detailsTitle}>
            {i18n._(species.name)}
          </h2>
          <p className={page.detailsSubtitle}>
            <Trans>Bilimsel adı:</Trans>{' '}
            <i lang="la" className={styles.scientificName}>
              {species.scientificName}
            </i>
          </p>
        </div>
      </header>

      <p className={page.kidText}>{i18n._(species.description)}</p>

      <dl className={page.factList}>
        <div className={`${page.fact} ${page.factWide}`}>
          <dt>
            <Trans>Nerede yetişir?</Trans>
          </dt>
          <dd>{i18n._(species.where)}</dd>
        </div>
      </dl>

      <div className={page.columns}>
        <section aria-labelledby={`${headingId}-features`}>
          <h3 id={`${headingId}-features`} className={page.subTitle}>
            <Trans>Nasıl tanırım?</Trans>
          </h3>
          <ul className={page.bulletList}>
            {species.features.map((feature) => (
              <li key={feature.id}>{i18n._(feature)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${headingId}-uses`}>
          <h3 id={`${headingId}-uses`} className={page.subTitle}>
            <Trans>Ne işe yarar?</Trans>
          </h3>
          <ul className={page.bulletList}>
            {species.uses.map((use) => (
              <li key={use.id}>{i18n._(use)}</li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}

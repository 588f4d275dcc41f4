import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { forestChallenges, forestConservation, forestFunFacts, forestStatistics } from '../../content/forestFacts.ts';
import { forestsAndParks } from '../../content/forestsAndParks.ts';
import { DEFAULT_SPECIES, speciesById, treeSpecies, type SpeciesId } from '../../content/species.ts';
import { ChoiceCards } from '../heroes/ChoiceCards.tsx';
import { FunFactCards, InfoList } from '../heroes/InfoBlocks.tsx';
import * as page from '../heroes/infoPage.css.ts';
import { SpeciesDetails } from './SpeciesDetails.tsx';
import * as styles from './TurkeyForestsPage.css.ts';

/** docs/behaviour.md#routes-and-guards /forest/turkey-forests: statistics, six species, six forests and parks, threats, help, fun facts. */
export function TurkeyForestsPage() {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<SpeciesId>(DEFAULT_SPECIES);

  return (
    <div className={page.page}>
      <section className={page.hero} aria-labelledby="turkey-forests-title">
        <h1 id="turkey-forests-title" className={page.title}>
          <Trans>Türkiye’nin Ormanları</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>Ülkemizin neredeyse üçte biri ormanla kaplı. Bu ormanlarda binlerce bitki ve yüzlerce hayvan yaşar. Hadi onları tanıyalım!</Trans>
        </p>
        <ul className={styles.stats} aria-label={t`Rakamlarla Türkiye ormanları`}>
          {forestStatistics.map((statistic) => (
            <li key={statistic.id} className={styles.stat}>
              <span className={styles.statIcon} aria-hidden="true">
                {statistic.icon}
              </span>
              <strong className={styles.statValue}>
                {statistic.value}
                {statistic.unit && <span className={styles.statUnit}> {i18n._(statistic.unit)}</span>}
              </strong>{' '}
              <span className={styles.statLabel}>{i18n._(statistic.label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={page.section} aria-labelledby="species-title">
        <h2 id="species-title" className={page.sectionTitle}>
          <Trans>Ormanlarımızın ağaçları</Trans>
        </h2>
        <ChoiceCards
          legend={t`Bir ağaç seç`}
          choices={treeSpecies.map((species) => ({ id: species.id, icon: species.emoji, label: i18n._(species.name) }))}
          selected={selected}
          onSelect={setSelected}
        />
        <SpeciesDetails species={speciesById(selected)} />
      </section>

      <section className={page.section} aria-labelledby="parks-title">
        <h2 id="parks-title" className={page.sectionTitle}>
          <Trans>Ormanlar ve milli parklar</Trans>
        </h2>
        <ul className={page.cardGrid}>
          {forestsAndParks.map((place) => (
            <li key={place.id} className={page.infoCard}>
              <span className={page.infoIcon} aria-hidden="true">
                {place.emoji}
              </span>
              <h3 className={page.infoTitle}>{i18n._(place.name)}</h3>
              <p className={styles.location}>
                <span aria-hidden="true">📍 </span>
                {i18n._(place.location)}
              </p>
              <p className={page.infoText}>{i18n._(place.description)}</p>
              <p className={page.infoText}>
                <strong>
                  <Trans>Ağaçları:</Trans>
                </strong>{' '}
                {place.trees.map((tree) => i18n._(tree)).join(', ')}
              </p>
              <p className={page.infoText}>
                <strong>
                  <Trans>Canlıları:</Trans>
                </strong>{' '}
                {i18n._(place.biodiversity)}
              </p>
              <p className={styles.special}>
                <strong>
                  <Trans>En özel yanı:</Trans>
                </strong>{' '}
                {i18n._(place.specialFeature)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <div className={page.sectionPair}>
        <InfoList id="challenges" title={t`Ormanlarımızı neler tehdit ediyor?`} items={forestChallenges} />
        <InfoList id="conservation" title={t`Ormanları nasıl koruruz?`} items={forestConservation} />
      </div>

      <FunFactCards id="forest-fun-facts" title={t`Biliyor musun?`} facts={forestFunFacts} />
    </div>
  );
}

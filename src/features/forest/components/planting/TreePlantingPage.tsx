import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_PROGRAMME,
  plantingFunFacts,
  plantingProgrammes,
  plantingTips,
  programmeById,
  treeBenefits,
  whyTreesMatter,
  type ProgrammeId,
} from '../../content/planting.ts';
import { ChoiceCards } from '../heroes/ChoiceCards.tsx';
import { FunFactCards, InfoCards, InfoList } from '../heroes/InfoBlocks.tsx';
import * as page from '../heroes/infoPage.css.ts';
import { ProgrammeDetails } from './ProgrammeDetails.tsx';
import * as styles from './TreePlantingPage.css.ts';

/** docs/behaviour.md#routes-and-guards /forest/tree-planting: why trees matter, benefits, fun facts, six real programmes and planting tips. */
export function TreePlantingPage() {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<ProgrammeId>(DEFAULT_PROGRAMME);

  return (
    <div className={page.page}>
      <section className={page.hero} aria-labelledby="tree-planting-title">
        <h1 id="tree-planting-title" className={page.title}>
          <Trans>Fidan Dikimi</Trans>
        </h1>
        <p className={page.lead}>{i18n._(whyTreesMatter.text)}</p>
        <details className={`${page.more} ${styles.more}`}>
          <summary className={page.moreSummary}>
            <Trans>Büyükler için daha fazlası</Trans>
          </summary>
          <p className={page.moreBody}>{i18n._(whyTreesMatter.more)}</p>
        </details>
      </section>

      <InfoCards id="benefits" title={t`Ağaçlar bize neler verir?`} items={treeBenefits} />

      <FunFactCards id="planting-fun-facts" title={t`Biliyor musun?`} facts={plantingFunFacts} />

      <section className={page.section} aria-labelledby="programmes-title">
        <h2 id="programmes-title" className={page.sectionTitle}>
          <Trans>Sen de katıl: fidan dikim programları</Trans>
        </h2>
        <p className={page.sectionIntro}>
          <Trans>Türkiye’de herkesin katılabileceği gerçek programlar. Birini seç, ayrıntılarını gör.</Trans>
        </p>
        <ChoiceCards
          legend={t`Bir program seç`}
          layout="wide"
          choices={plantingProgrammes.map((programme) => ({
            id: programme.id,
            icon: programme.icon,
            label: i18n._(programme.name),
            hint: i18n._(programme.organization),
          }))}
          selected={selected}
          onSelect={setSelected}
        />
        <ProgrammeDetails programme={programmeById(selected)} />
      </section>

      <InfoList id="planting-tips" title={t`Fidan dikerken`} items={plantingTips} />
    </div>
  );
}

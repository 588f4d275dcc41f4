import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_ORGANISATION, organisationById, organisations, type OrganisationId } from '../../content/organisations.ts';
import { ChoiceCards } from './ChoiceCards.tsx';
import { OrganisationDetails } from './OrganisationDetails.tsx';
import * as page from './infoPage.css.ts';

/** docs/behaviour.md#routes-and-guards /forest/forest-heroes: pick one of six protection organisations and read about it. */
export function ForestHeroesPage() {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<OrganisationId>(DEFAULT_ORGANISATION);

  return (
    <div className={page.page}>
      <section className={page.hero} aria-labelledby="forest-heroes-title">
        <h1 id="forest-heroes-title" className={page.title}>
          <Trans>Orman Kahramanları</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>Türkiye’de ormanları, toprağı ve hayvanları korumak için çalışan pek çok kuruluş var. Birini seç, neler yaptığını öğren!</Trans>
        </p>
      </section>

      <section className={page.section} aria-label={t`Kuruluşlar`}>
        <ChoiceCards
          legend={t`Bir kuruluş seç`}
          choices={organisations.map((organisation) => ({
            id: organisation.id,
            icon: organisation.logo,
            label: i18n._(organisation.name),
          }))}
          selected={selected}
          onSelect={setSelected}
        />
        <OrganisationDetails organisation={organisationById(selected)} />
      </section>
    </div>
  );
}

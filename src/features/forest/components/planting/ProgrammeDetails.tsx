import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/shared/i18n/format.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { ExternalButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden.tsx';
import type { PlantingProgramme, ProgrammeCost, ProgrammeType } from '../../content/planting.ts';
import * as page from '../heroes/infoPage.css.ts';
import * as styles from './TreePlantingPage.css.ts';

function useTypeLabel(type: ProgrammeType): string {
  const { t } = useLingui();
  const labels: Record<ProgrammeType, string> = {
    government: t`Devlet programı`,
    ngo: t`Sivil toplum kuruluşu`,
    foundation: t`Vakıf`,
  };
  return labels[type];
}

function CostText({ cost }: { cost: ProgrammeCost }) {
  const { t } = useLingui();
  switch (cost.kind) {
    case 'free':
      return <>{t`Katılım ücretsizdir.`}</>;
    case 'perSapling': {
      const amount = formatNumber(cost.amountTl);
      const minimum = formatNumber(cost.minimumSaplings);
      return (
        <>
          {t`Fidan başına ${amount} TL, en az ${minimum} fidan.`}{' '}
          <span className={page.note}>{t`Bedeller zamanla değişebilir; güncel bedeli web sitesinden öğrenin.`}</span>
        </>
      );
    }
    case 'seeWebsite':
      return <>{t`Güncel fidan bedeli programın web sitesinde yazar.`}</>;
  }
}

/** Every docs/behaviour.md#data-kept-on-the-device field of the chosen programme, with its “more information” link. */
export function ProgrammeDetails({ programme }: { programme: PlantingProgramme }) {
  const { t, i18n } = useLingui();
  const name = i18n._(programme.name);
  const typeLabel = useTypeLabel(programme.type);
  const headingId = `programme-${programme.id}`;
  const { website, phone, email } = programme.contact;

  return (
    <article className={page.details} style={{ borderColor: programme.color }} aria-labelledby={headingId}>
      <header className={page.detailsHeader}>
        <span className={page.detailsIcon} aria-hidden="true">
          {programme.icon}
        </span>
        <div>
          <h2 id={headingId} className={page.detailsTitle}>
            {name}
          </h2>
          <p className={page.detailsSubtitle}>{i18n._(programme.organization)}</p>
        </div>
        <Badge tone={programme.type === 'government' ? 'info' : 'primary'}>{typeLabel}</Badge>
      </header>

      <p className={page.kidText}>{i18n._(programme.kidFriendlyDescription)}</p>
      <p className={page.infoText}>{i18n._(programme.description)}</p>

      <dl className={page.factList}>
        <div className={page.fact}>
          <dt>
            <Trans>Ücret</Trans>
          </dt>
          <dd>
            <CostText cost={programme.cost} />
          </dd>
        </div>
        <div className={page.fact}>
          <dt>
            <Trans>Ne zaman?</Trans>
          </dt>
          <dd>{i18n._(programme.season)}</dd>
        </div>
        <div className={`${page.fact} ${page.factWide}`}>
          <dt>
            <Trans>Nasıl katılırım?</Trans>
          </dt>
          <dd>{i18n._(programme.how_to_join)}</dd>
        </div>
      </dl>

      <div className={page.columns}>
        <section aria-labelledby={`${headingId}-features`}>
          <h3 id={`${headingId}-features`} className={page.subTitle}>
            <Trans>Öne çıkanlar</Trans>
          </h3>
          <ul className={page.bulletList}>
            {programme.features.map((feature) => (
              <li key={feature.id}>{i18n._(feature)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={`${headingId}-contact`}>
          <h3 id={`${headingId}-contact`} className={page.subTitle}>
            <Trans>İletişim</Trans>
          </h3>
          <ul className={styles.contactList}>
            <li>
              <Trans>Web sitesi:</Trans> <span className={styles.domain}>{new URL(website).hostname}</span>
            </li>
            {phone && (
              <li>
                <Trans>Telefon:</Trans> <a href={`tel:${phone}`}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                <Trans>E-posta:</Trans> <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
          </ul>
          {/* No phone number or address is shown unless it is the programme's own, published one. */}
          {(!phone || !email) && (
            <p className={page.note}>
              <Trans>Telefon ve e-posta bilgileri için web sitesinden ulaşabilirsiniz.</Trans>
            </p>
          )}
        </section>
      </div>

      {programme.funActivity && (
        <aside className={page.funFact} aria-label={t`Evde yapabileceğin etkinlik`}>
          <span className={page.infoIcon} aria-hidden="true">
            🎨
          </span>
          <p className={page.infoText}>
            <strong>
              <Trans>Evde dene:</Trans>
            </strong>{' '}
            {i18n._(programme.funActivity)}
          </p>
        </aside>
      )}

      <div className={page.actions}>
        <ExternalButtonLink href={website} className={page.bigButton}>
          <Trans>Daha fazla bilgi</Trans>
          <VisuallyHidden>
            <Trans>: {name} (yeni sekmede açılır)</Trans>
          </VisuallyHidden>
        </ExternalButtonLink>
      </div>
    </article>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/shared/ui/Badge.tsx';
import { formatRounded, formatPercent } from '@/shared/i18n/format.ts';
import { formatTurkeyDate, formatTurkeyTime, formatTurkeyWeekday } from '../../model/turkeyTime.ts';
import type { Eclipse } from '../../model/eclipseCalendar/eclipses.ts';
import type { Contact, LocalLunar, LocalSolar } from '../../model/eclipseCalendar/local.ts';
import { ANNULAR_CONTACT, LOCAL_SOLAR_KIND, LUNAR_CONTACT, LUNAR_KIND, SOLAR_CONTACT, SOLAR_KIND } from '../../content/eclipseCalendar/labels.ts';
import { EclipseIcon } from './EclipseIcon.tsx';
import * as styles from './EclipseCalendar.css.ts';

type EclipseCardProps = {
  eclipse: Eclipse;
  local: LocalSolar | LocalLunar;
  cityName: string;
};

export function EclipseCard({ eclipse, local, cityName }: EclipseCardProps) {
  const { t, i18n } = useLingui();
  const solar = eclipse.body === 'sun';
  const title = i18n._(solar ? SOLAR_KIND[eclipse.kind] : LUNAR_KIND[eclipse.kind]);
  const date = formatTurkeyDate(eclipse.peak);
  const weekday = formatTurkeyWeekday(eclipse.peak);
  const peak = local.contacts.find((contact) => contact.id === 'peak');
  const localKind = 'localKind' in local ? local.localKind : null;
  const contactLabel = (contact: Contact) => {
    if (!solar) return i18n._(LUNAR_CONTACT[contact.id]);
    const annular = localKind === 'annular' ? ANNULAR_CONTACT[contact.id] : undefined;
    return i18n._(annular ?? SOLAR_CONTACT[contact.id]);
  };
  const peakAltitude = peak ? formatRounded(peak.altitude) : '';
  const bodyName = solar ? t`Güneş` : t`Ay`;

  return (
    <li>
      <article className={[styles.card, solar ? '' : styles.lunarCard].join(' ')} aria-label={`${date} – ${title}`}>
        <div className={styles.cardHead}>
          <EclipseIcon body={eclipse.body} />
          <h2 className={styles.date}>
            {date}
            <span className={styles.weekday}>{weekday}</span>
          </h2>
          <Badge tone={solar ? 'accent' : 'info'}>{title}</Badge>
        </div>

        {local.visibility === 'none' ? (
          <>
            <p className={styles.local}>
              <Badge tone="neutral">
                <Trans>Bu şehirden görünmez</Trans>
              </Badge>
            </p>
            <p className={styles.reason}>
              {solar ? (
                <Trans>{cityName} için Güneş o sırada ufkun altında ya da Ay’ın gölgesi buraya ulaşmıyor.</Trans>
              ) : (
                <Trans>{cityName} için Ay o sırada ufkun altında.</Trans>
              )}
            </p>
          </>
        ) : (
          <>
            <p className={styles.local}>
              <Badge tone="success">
                {local.visibility === 'full' ? <Trans>{cityName} için görünür</Trans> : <Trans>{cityName} için kısmen görünür</Trans>}
              </Badge>{' '}
              {localKind ? i18n._(LOCAL_SOLAR_KIND[localKind]) : null}
            </p>
            <dl className={styles.facts}>
              {'obscuration' in local ? (
                <div>
                  <dt>
                    <Trans>Güneş’in örtülen kısmı</Trans>
                  </dt>
                  <dd>{formatPercent(local.obscuration)}</dd>
                </div>
              ) : null}
              {peak ? (
                <div>
                  <dt>
                    <Trans>En büyük anda {bodyName} yüksekliği</Trans>
                  </dt>
                  <dd>{peak.altitude > 0 ? `${peakAltitude}°` : t`Ufkun altında`}</dd>
                </div>
              ) : null}
            </dl>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.tableCaption}>
                  <Trans>Evreler (Türkiye saati)</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.cell}>
                      <Trans>Evre</Trans>
                    </th>
                    <th scope="col" className={[styles.cell, styles.numeric].join(' ')}>
                      <Trans>Saat</Trans>
                    </th>
                    <th scope="col" className={[styles.cell, styles.numeric].join(' ')}>
                      <Trans>{bodyName} yüksekliği</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {local.contacts.map((contact) => (
                    <tr key={contact.id}>
                      <th scope="row" className={styles.cell}>
                        {contactLabel(contact)}
                      </th>
                      <td className={[styles.cell, styles.numeric].join(' ')}>{formatTurkeyTime(contact.time)}</td>
                      <td className={[styles.cell, styles.numeric, contact.altitude > 0 ? '' : styles.below].join(' ')}>
                        {contact.altitude > 0 ? `${formatRounded(contact.altitude)}°` : t`ufkun altında`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </article>
    </li>
  );
}

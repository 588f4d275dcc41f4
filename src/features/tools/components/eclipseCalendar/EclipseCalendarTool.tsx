import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { CityField } from '../CityField.tsx';
import { DEFAULT_CITY_PLATE, findCity } from '../../model/turkishCities.ts';
import { formatTurkeyDate } from '../../model/turkeyTime.ts';
import * as layout from '../toolLayout.css.ts';
import { addYears, upcomingEclipses, type Eclipse, type SolarEclipse } from '../../model/eclipseCalendar/eclipses.ts';
import { localLunarCircumstances, localSolarCircumstances, type LocalLunar, type LocalSolar } from '../../model/eclipseCalendar/local.ts';
import { EclipseCard } from './EclipseCard.tsx';
import * as styles from './EclipseCalendar.css.ts';

const YEARS = 10;

type Filter = 'all' | 'sun' | 'moon';

/** The next ten years of solar and lunar eclipses, with local circumstances for a Turkish city. */
export default function EclipseCalendarTool() {
  const { t } = useLingui();
  const [start] = useState(() => new Date());
  const [plate, setPlate] = useState(DEFAULT_CITY_PLATE);
  const [filter, setFilter] = useState<Filter>('all');
  const [visibleOnly, setVisibleOnly] = useState(false);
  const city = findCity(plate);

  const eclipses = useMemo(() => upcomingEclipses(start, YEARS), [start]);
  const locals = useMemo(() => {
    const solar = eclipses.filter((eclipse): eclipse is SolarEclipse => eclipse.body === 'sun');
    const solarLocals = localSolarCircumstances(solar, city);
    const byEclipse = new Map<Eclipse, LocalSolar | LocalLunar>();
    solar.forEach((eclipse, index) => byEclipse.set(eclipse, solarLocals[index]!));
    for (const eclipse of eclipses) {
      if (eclipse.body === 'moon') byEclipse.set(eclipse, localLunarCircumstances(eclipse, city));
    }
    return byEclipse;
  }, [eclipses, city]);

  const shown = eclipses.filter((eclipse) => (filter === 'all' || eclipse.body === filter) && (!visibleOnly || locals.get(eclipse)?.visibility !== 'none'));
  const shownCount = shown.length;
  const from = formatTurkeyDate(start);
  const to = formatTurkeyDate(addYears(start, YEARS));
  const filters: { value: Filter; label: string }[] = [
    { value: 'all', label: t`Hepsi` },
    { value: 'sun', label: t`Güneş tutulmaları` },
    { value: 'moon', label: t`Ay tutulmaları` },
  ];

  return (
    <div className={layout.tool}>
      <div className={layout.controls}>
        <CityField plate={plate} onChange={setPlate} />
        <fieldset className={layout.chipGroup}>
          <legend className={layout.chipLegend}>
            <Trans>Göster</Trans>
          </legend>
          {filters.map((option) => (
            <button key={option.value} type="button" className={layout.chip} aria-pressed={filter === option.value} onClick={() => setFilter(option.value)}>
              {option.label}
            </button>
          ))}
          <button type="button" className={layout.chip} aria-pressed={visibleOnly} onClick={() => setVisibleOnly((value) => !value)}>
            <Trans>Yalnızca bu şehirden görünenler</Trans>
          </button>
        </fieldset>
      </div>

      <p className={layout.warning} role="note">
        <span aria-hidden="true">⚠️</span>
        <span>
          <Trans>
            Güvenlik: Güneş’e, tutulma sırasında bile, asla çıplak gözle, güneş gözlüğüyle, dürbünle ya da teleskopla bakmayın; gözünüz kalıcı olarak zarar
            görebilir. Yalnızca ISO 12312-2 sertifikalı tutulma gözlüğü kullanın ya da iğne deliği kamerasıyla görüntüyü bir kâğıda düşürün. Ay tutulmasını ise
            çıplak gözle izlemek güvenlidir.
          </Trans>
        </span>
      </p>

      <p className={layout.muted} aria-live="polite">
        <Trans>
          {from} – {to} arası: {shownCount} tutulma. Hesaplar bu cihazda yapılır; saatler Türkiye saatidir.
        </Trans>
      </p>

      {shown.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Bu seçime uyan tutulma yok.</Trans>
        </p>
      ) : (
        <ol className={styles.list}>
          {shown.map((eclipse) => (
            <EclipseCard key={eclipse.peak.getTime()} eclipse={eclipse} local={locals.get(eclipse)!} cityName={city.name} />
          ))}
        </ol>
      )}
    </div>
  );
}

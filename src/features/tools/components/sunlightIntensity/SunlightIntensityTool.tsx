import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { CityField } from '../CityField.tsx';
import { DayField } from '../DayField.tsx';
import { LineChart, valueAt } from '../LineChart.tsx';
import { formatRounded } from '@/shared/i18n/format.ts';
import { RangeField } from '@/shared/ui/form/RangeField.tsx';
import { sunDay, sunEvents } from '../../model/solarPosition.ts';
import { DEFAULT_CITY_PLATE, findCity } from '../../model/turkishCities.ts';
import { formatHour, formatTurkeyTime, turkeyDateKey } from '../../model/turkeyTime.ts';
import * as layout from '../toolLayout.css.ts';
import { dailyEnergy, horizontalIrradiance, withIrradiance } from '../../model/sunlightIntensity/irradiance.ts';

const HOUR_TICKS = [0, 3, 6, 9, 12, 15, 18, 21, 24];
const ALTITUDE_COLOR = '#b93f0a';
const IRRADIANCE_COLOR = '#1e40af';

/** The Sun's height and clear-sky sunlight through a day, for a city and date. */
export default function SunlightIntensityTool() {
  const { t } = useLingui();
  const hourId = useId();
  const [plate, setPlate] = useState(DEFAULT_CITY_PLATE);
  const [dateKey, setDateKey] = useState(() => turkeyDateKey(new Date()));
  const city = findCity(plate);

  const day = useMemo(() => withIrradiance(sunDay(dateKey, city, 10)), [dateKey, city]);
  const events = useMemo(() => sunEvents(dateKey, city), [dateKey, city]);
  const [chosenHour, setHour] = useState<number | null>(null);
  // Until the user moves the cursor it follows solar noon, so a new day opens on its highest Sun.
  const hour = chosenHour ?? Math.round(events.noonHour * 4) / 4;

  const altitudePoints = day.map((s) => ({ x: s.hour, y: s.altitude }));
  const irradiancePoints = day.map((s) => ({ x: s.hour, y: s.irradiance }));
  const altitudeNow = valueAt(altitudePoints, hour) ?? 0;
  const irradianceNow = horizontalIrradiance(altitudeNow);
  const noonAltitude = formatRounded(events.noonAltitude);
  const energy = formatRounded(dailyEnergy(day));
  const peakIrradiance = formatRounded(horizontalIrradiance(events.noonAltitude), 0);
  const hourText = formatHour(hour);
  const altitudeText = altitudeNow > 0 ? `${formatRounded(altitudeNow)}°` : t`ufkun altında`;
  const irradianceText = formatRounded(irradianceNow, 0);

  return (
    <div className={layout.tool}>
      <div className={layout.controls}>
        <CityField plate={plate} onChange={setPlate} />
        <DayField value={dateKey} onChange={setDateKey} />
      </div>

      <dl className={layout.stats}>
        <div className={layout.stat}>
          <dt className={layout.statLabel}>
            <Trans>Öğle yüksekliği</Trans>
          </dt>
          <dd className={layout.statValue}>{noonAltitude}°</dd>
        </div>
        <div className={layout.stat}>
          <dt className={layout.statLabel}>
            <Trans>Güneş’in en yüksek anı</Trans>
          </dt>
          <dd className={layout.statValue}>{formatTurkeyTime(events.noon)}</dd>
        </div>
        <div className={layout.stat}>
          <dt className={layout.statLabel}>
            <Trans>Doğuş – batış</Trans>
          </dt>
          <dd className={layout.statValue}>
            {events.sunrise ? formatTurkeyTime(events.sunrise) : '–'} – {events.sunset ? formatTurkeyTime(events.sunset) : '–'}
          </dd>
        </div>
        <div className={layout.stat}>
          <dt className={layout.statLabel}>
            <Trans>Öğlen ışık şiddeti</Trans>
          </dt>
          <dd className={layout.statValue}>
            <Trans>{peakIrradiance} W/m²</Trans>
          </dd>
        </div>
        <div className={layout.stat}>
          <dt className={layout.statLabel}>
            <Trans>Günlük enerji (1 m² yatay zemin)</Trans>
          </dt>
          <dd className={layout.statValue}>
            <Trans>{energy} kWh</Trans>
          </dd>
        </div>
      </dl>

      <section className={layout.panel} aria-labelledby={`${hourId}-title`}>
        <h2 id={`${hourId}-title`} className={layout.panelTitle}>
          <Trans>Gün boyunca</Trans>
        </h2>
        <RangeField label={<Trans>Saat: {hourText}</Trans>} readout={null} min={0} max={24} step={0.25} value={hour} valueText={hourText} onChange={setHour} />
        <p aria-live="polite" className={layout.note}>
          <Trans>
            Saat {hourText}: Güneş’in yüksekliği {altitudeText}, yatay zemine düşen ışık yaklaşık {irradianceText} W/m².
          </Trans>
        </p>
        <LineChart
          caption={t`Güneş’in yüksekliği (derece)`}
          description={t`Güneş sabah doğar, öğlen ${noonAltitude} dereceye kadar yükselir, akşam batar. Sıfırın altı gece demektir.`}
          series={[{ id: 'altitude', color: ALTITUDE_COLOR, points: altitudePoints }]}
          xDomain={[0, 24]}
          yDomain={[-30, 90]}
          xTicks={HOUR_TICKS}
          yTicks={[-30, 0, 30, 60, 90]}
          formatX={formatHour}
          formatY={(y) => `${y}°`}
          cursorX={hour}
          cursorLabel={altitudeText}
        />
        <LineChart
          caption={t`Yatay zemine düşen ışık (W/m²)`}
          description={t`Işık şiddeti gece sıfırdır, öğlen en yüksek değerine, yaklaşık ${peakIrradiance} W/m² değerine ulaşır.`}
          series={[{ id: 'irradiance', color: IRRADIANCE_COLOR, points: irradiancePoints }]}
          xDomain={[0, 24]}
          yDomain={[0, 1000]}
          xTicks={HOUR_TICKS}
          yTicks={[0, 250, 500, 750, 1000]}
          formatX={formatHour}
          formatY={(y) => formatRounded(y, 0)}
          cursorX={hour}
          cursorLabel={`${irradianceText} W/m²`}
        />
      </section>

      <section className={layout.panel} aria-labelledby={`${hourId}-formula`}>
        <h2 id={`${hourId}-formula`} className={layout.panelTitle}>
          <Trans>Nasıl hesaplanıyor?</Trans>
        </h2>
        <p className={layout.formula}>I ≈ 1361 · 0,7^(AM^0,678) · sin(h)</p>
        <p className={layout.formula}>AM ≈ 1 / sin(h)</p>
        <p>
          <Trans>
            Atmosferin dışında her metrekareye yaklaşık 1361 W güneş ışığı gelir (güneş sabiti). Işık havadan geçerken bir kısmı soğurulur ve saçılır: Güneş
            alçaldıkça ışık daha çok hava katmanından (hava kütlesi, AM) geçer. Meinel modeli (Meinel ve Meinel, 1976) açık bir gökyüzünde Güneş’e dönük yüzeye
            ulaşan doğrudan ışığı verir. sin(h) ile çarpmak, eğik gelen ışığın yatay zemine yayılmasını hesaba katar. Bulut, toz ve gökyüzünün saçtığı ışık
            hesaba katılmadığı için gerçek ölçümler farklı olabilir.
          </Trans>
        </p>
      </section>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { CheckboxField } from '@/shared/ui/form/CheckboxField.tsx';
import { CityField } from '../CityField.tsx';
import { DayField } from '../DayField.tsx';
import { formatRounded } from '@/shared/i18n/format.ts';
import { sunDay } from '../../model/solarPosition.ts';
import { DEFAULT_CITY_PLATE, findCity } from '../../model/turkishCities.ts';
import { formatHour, formatTurkeyDate, turkeyDateKey, turkeyDayAt } from '../../model/turkeyTime.ts';
import * as layout from '../toolLayout.css.ts';
import { MATERIALS, TEMPERATURE_GUIDE } from '../../content/solarOvenPlanner/materials.ts';
import { COOKING_ALTITUDE, cookingWindow, expectedTemperature, reflectorAngle } from '../../model/solarOvenPlanner/plan.ts';
import { ReflectorDiagram } from './ReflectorDiagram.tsx';
import { useChecklist } from '../../model/solarOvenPlanner/useChecklist.ts';
import * as styles from './SolarOvenPlanner.css.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';

const CHECKLIST_KEY = STORAGE_KEYS.solarOvenChecklist;

/** Plans a cardboard solar-oven lesson: when, at what lid angle, with what, how hot, and safely. */
export default function SolarOvenPlannerTool() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [plate, setPlate] = useState(DEFAULT_CITY_PLATE);
  const [dateKey, setDateKey] = useState(() => turkeyDateKey(new Date()));
  const { checked, toggle } = useChecklist(CHECKLIST_KEY);
  const city = findCity(plate);
  const window_ = useMemo(() => cookingWindow(sunDay(dateKey, city, 5)), [dateKey, city]);

  const cityName = city.name;
  const day = formatTurkeyDate(turkeyDayAt(dateKey, 12));
  const peakAltitude = window_?.peakAltitude ?? 0;
  const lidAngle = reflectorAngle(peakAltitude);
  const band = expectedTemperature(peakAltitude);
  const start = window_ ? formatHour(window_.start) : '';
  const end = window_ ? formatHour(window_.end) : '';
  const peakText = formatRounded(peakAltitude);
  const lidText = formatRounded(lidAngle, 0);
  const threshold = COOKING_ALTITUDE;
  const checkedCount = checked.length;
  const total = MATERIALS.length;

  return (
    <div className={[layout.tool, styles.planner].join(' ')}>
      <div className={[layout.controls, styles.noPrint].join(' ')}>
        <CityField plate={plate} onChange={setPlate} />
        <DayField value={dateKey} onChange={setDateKey} />
      </div>

      <div className={styles.printOnly}>
        <h2 className={styles.printTitle}>
          <Trans>
            Güneş fırını planı: {cityName}, {day}
          </Trans>
        </h2>
      </div>

      <section className={[layout.panel, styles.section].join(' ')} aria-labelledby={`${headingId}-window`}>
        <h2 id={`${headingId}-window`} className={layout.panelTitle}>
          <Trans>En iyi pişirme saatleri</Trans>
        </h2>
        {window_ ? (
          <>
            <p className={layout.statValue} aria-live="polite">
              {start} – {end}
            </p>
            {window_.lowSun ? (
              <p className={layout.warning}>
                <span aria-hidden="true">⛅</span>
                <span>
                  <Trans>
                    Bu tarihte Güneş {threshold}° yüksekliğe çıkmıyor (en fazla {peakText}°). Yukarıdaki saatler günün en iyi saatleri; fırın daha az ısınır,
                    çikolata eritmek gibi kolay bir hedef seçin.
                  </Trans>
                </span>
              </p>
            ) : (
              <p>
                <Trans>
                  Bu saatlerde Güneş {threshold}° yükseklikten daha yukarıda; en yüksek anında {peakText}°. Fırını başlangıçtan 30 dakika önce Güneş’e koyup
                  ısıtın.
                </Trans>
              </p>
            )}
          </>
        ) : (
          <p>
            <Trans>Bu tarihte Güneş doğmuyor.</Trans>
          </p>
        )}
      </section>

      <section className={[layout.panel, styles.section].join(' ')} aria-labelledby={`${headingId}-angle`}>
        <h2 id={`${headingId}-angle`} className={layout.panelTitle}>
          <Trans>Yansıtıcı kapağın açısı</Trans>
        </h2>
        <div className={styles.reflector}>
          <ReflectorDiagram sunAltitude={peakAltitude} lidAngle={lidAngle} />
          <div>
            <p className={layout.statValue}>{lidText}°</p>
            <p>
              <Trans>
                Kural: kapak açısı = 45° + Güneş yüksekliği ÷ 2. Açı, kutunun üst yüzü ile folyolu kapak arasında ölçülür. Öğlen Güneş {peakText}° yükseklikte
                olduğu için kapağı yaklaşık {lidText}° açın. Kutunun önü güneye, Güneş’e baksın; kapak arkada kalsın. Parlak ışık lekesi kutunun içine düşene
                kadar kapağı biraz oynatın ve her yarım saatte kutuyu Güneş’e doğru çevirin.
              </Trans>
            </p>
          </div>
        </div>
      </section>

      <section className={[layout.panel, styles.section].join(' ')} aria-labelledby={`${headingId}-temp`}>
        <h2 id={`${headingId}-temp`} className={layout.panelTitle}>
          <Trans>Beklenen sıcaklık</Trans>
        </h2>
        <p className={layout.statValue}>
          {band.min}–{band.max} °C
        </p>
        <p className={layout.muted}>
          <Trans>
            Açık ve rüzgârsız havada, iyi kapanan bir karton kutu fırın için tahmin. Bulut, rüzgâr ve açık kalan aralıklar sıcaklığı düşürür; içerideki
            sıcaklığı fırın termometresiyle ölçüp not edin.
          </Trans>
        </p>
        <table className={styles.guide}>
          <caption className={layout.chipLegend}>
            <Trans>Hangi sıcaklıkta ne olur?</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.guideCell}>
                <Trans>Sıcaklık</Trans>
              </th>
              <th scope="col" className={styles.guideCell}>
                <Trans>Ne olur?</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {TEMPERATURE_GUIDE.map((step) => (
              <tr key={step.celsius} className={step.celsius <= band.max ? styles.reachable : undefined}>
                <th scope="row" className={styles.guideCell}>
                  {step.celsius} °C
                </th>
                <td className={styles.guideCell}>{i18n._(step.what)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={[layout.panel, styles.section].join(' ')} aria-labelledby={`${headingId}-materials`}>
        <h2 id={`${headingId}-materials`} className={layout.panelTitle}>
          <Trans>Malzeme listesi</Trans>
        </h2>
        <p className={layout.muted} aria-live="polite">
          <Trans>
            {checkedCount} / {total} hazır. İşaretler bu cihazda saklanır.
          </Trans>
        </p>
        <ul className={styles.checklist}>
          {MATERIALS.map((material) => (
            <li key={material.id}>
              <CheckboxField label={i18n._(material.label)} checked={checked.includes(material.id)} onChange={() => toggle(material.id)} />
            </li>
          ))}
        </ul>
      </section>

      <section className={[layout.panel, styles.section].join(' ')} aria-labelledby={`${headingId}-safety`}>
        <h2 id={`${headingId}-safety`} className={layout.panelTitle}>
          <Trans>Güvenlik</Trans>
        </h2>
        <ul className={styles.list}>
          <li>
            <Trans>Kesme işlerini bir yetişkin yapsın ya da yakından izlesin.</Trans>
          </li>
          <li>
            <Trans>Güneş’e ve folyodan yansıyan parlak ışığa doğrudan bakmayın; güneş gözlüğü takın.</Trans>
          </li>
          <li>
            <Trans>Fırının içi ve kabı ısınır: fırın eldiveniyle tutun.</Trans>
          </li>
          <li>
            <Trans>
              Çiğ et, tavuk ya da yumurta pişirmeyin: karton kutu fırın bunları güvenle pişirecek kadar (en az 75 °C, uzun süre) ısınmayabilir. Hazır
              yiyecekleri eritin ya da ısıtın.
            </Trans>
          </li>
          <li>
            <Trans>Şapka takın, güneş kremi sürün ve su için; öğle saatlerinde gölgede mola verin.</Trans>
          </li>
        </ul>
      </section>

      <div className={[styles.actions, styles.noPrint].join(' ')}>
        <Button onClick={() => window.print()}>
          <span aria-hidden="true">🖨️</span> <Trans>Planı yazdır</Trans>
        </Button>
        <p className={layout.muted}>{t`Yazdırılan sayfada seçtiğiniz şehir ve tarih, saatler, açı ve malzeme listesi yer alır.`}</p>
      </div>
    </div>
  );
}

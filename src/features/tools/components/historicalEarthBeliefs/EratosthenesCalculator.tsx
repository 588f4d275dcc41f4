import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { formatRounded } from '@/shared/i18n/format.ts';
import * as layout from '../toolLayout.css.ts';
import { circumference, parsePositive, REAL_CIRCUMFERENCE_KM, relativeError, shadowAngle } from '../../model/historicalEarthBeliefs/eratosthenes.ts';
import * as styles from './HistoricalEarthBeliefs.css.ts';

/** Eratosthenes' two steps: the Sun's angle from a stick's shadow, then the Earth's circumference. */
export function EratosthenesCalculator() {
  const { t } = useLingui();
  const [stick, setStick] = useState('1');
  const [shadow, setShadow] = useState('0,126');
  const [angle, setAngle] = useState('7,2');
  const [distance, setDistance] = useState('800');

  const stickValue = parsePositive(stick);
  const shadowValue = parsePositive(shadow);
  const angleValue = parsePositive(angle);
  const distanceValue = parsePositive(distance);
  const measuredAngle = stickValue !== null && shadowValue !== null ? shadowAngle(stickValue, shadowValue) : null;
  const result = angleValue !== null && distanceValue !== null && angleValue < 180 ? circumference(angleValue, distanceValue) : null;
  const invalid = t`Sıfırdan büyük bir sayı yazın (ör. 0,126).`;

  const measuredText = measuredAngle === null ? '' : formatRounded(measuredAngle, 2);
  const resultText = result === null ? '' : formatRounded(result, 0);
  const realText = formatRounded(REAL_CIRCUMFERENCE_KM, 0);
  const errorText = result === null ? '' : formatRounded(Math.abs(relativeError(result)) * 100, 1);
  const circleParts = angleValue === null ? '' : formatRounded(360 / angleValue, 1);

  return (
    <div className={styles.steps}>
      <section className={layout.panel} aria-labelledby="eratosthenes-step-1">
        <h3 id="eratosthenes-step-1" className={layout.panelTitle}>
          <Trans>1. Gölgeden açıyı bulun</Trans>
        </h3>
        <div className={styles.fields}>
          <TextField
            label={t`Çubuğun boyu (m)`}
            inputMode="decimal"
            value={stick}
            onChange={(e) => setStick(e.target.value)}
            error={stickValue === null ? invalid : null}
          />
          <TextField
            label={t`Gölgenin uzunluğu (m)`}
            inputMode="decimal"
            value={shadow}
            onChange={(e) => setShadow(e.target.value)}
            error={shadowValue === null ? invalid : null}
          />
        </div>
        <p className={layout.formula}>
          <Trans>açı = atan(gölge ÷ çubuk)</Trans>
        </p>
        <p className={styles.result} aria-live="polite">
          {measuredAngle === null ? '–' : `${measuredText}°`}
        </p>
        <Button variant="secondary" disabled={measuredAngle === null} onClick={() => setAngle(measuredText)}>
          <Trans>Bu açıyı 2. adımda kullan</Trans>
        </Button>
      </section>

      <section className={layout.panel} aria-labelledby="eratosthenes-step-2">
        <h3 id="eratosthenes-step-2" className={layout.panelTitle}>
          <Trans>2. Dünya’nın çevresini hesaplayın</Trans>
        </h3>
        <div className={styles.fields}>
          <TextField
            label={t`İki yer arasındaki açı farkı (°)`}
            inputMode="decimal"
            value={angle}
            onChange={(e) => setAngle(e.target.value)}
            error={angleValue === null || angleValue >= 180 ? invalid : null}
          />
          <TextField
            label={t`İki yer arasındaki uzaklık (km)`}
            hint={t`Siene ile İskenderiye arası yaklaşık 800 km (5000 stadion).`}
            inputMode="decimal"
            value={distance}
            onChange={(e) => setDistance(e.target.value)}
            error={distanceValue === null ? invalid : null}
          />
        </div>
        <p className={layout.formula}>
          <Trans>çevre = 360 ÷ açı × uzaklık</Trans>
        </p>
        <p className={styles.result} aria-live="polite">
          {result === null ? '–' : t`Dünya’nın çevresi ≈ ${resultText} km`}
        </p>
        {result !== null ? (
          <p className={layout.muted}>
            <Trans>
              Açı, tam dairenin (360°) yaklaşık 1/{circleParts} kadarı. Bugün ölçülen çevre {realText} km; sonucunuz bundan %{errorText} farklı.
            </Trans>
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="ghost"
            onClick={() => {
              setStick('1');
              setShadow('0,126');
              setAngle('7,2');
              setDistance('800');
            }}
          >
            <Trans>Eratosthenes’in değerlerine dön</Trans>
          </Button>
        </div>
      </section>
    </div>
  );
}

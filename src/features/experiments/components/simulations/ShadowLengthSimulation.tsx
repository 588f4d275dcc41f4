import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHADOW_BENCH, shadowOnScreen } from '../../model/simulations/shadowLength.ts';
import { RangeField } from '@/shared/ui/form/RangeField.tsx';
import { formatMeasure } from './format.ts';
import { ReadoutRow } from './Readout.tsx';
import * as styles from './simulation.css.ts';

// Drawing scale: the 100 cm bench spans 330 px; heights use 2.8 px per cm around the torch's line.
const LIGHT_X = 30;
const SCREEN_X = 360;
const AXIS_Y = 110;
const PX_PER_CM_X = (SCREEN_X - LIGHT_X) / SHADOW_BENCH.screenDistanceCm;
const PX_PER_CM_Y = 2.8;
const SCREEN_HALF_PX = (SHADOW_BENCH.screenHeightCm / 2) * PX_PER_CM_Y;

/** A torch, a card and a screen: move and resize the card, watch the full shadow. */
export default function ShadowLengthSimulation() {
  const { t } = useLingui();
  const [distance, setDistance] = useState(50);
  const [height, setHeight] = useState(10);
  const result = shadowOnScreen(height, distance);

  const cardX = LIGHT_X + distance * PX_PER_CM_X;
  const cardHalf = (height / 2) * PX_PER_CM_Y;
  const shadowHalf = Math.min((result.shadowHeightCm / 2) * PX_PER_CM_Y, SCREEN_HALF_PX + 10);
  const distanceText = t`${distance} cm`;
  const heightText = t`${height} cm`;
  const shadowText = formatMeasure(result.shadowHeightCm);
  const timesText = formatMeasure(result.magnification);

  return (
    <div className={styles.layout}>
      <figure className={styles.figure}>
        <svg viewBox="0 0 400 220" className={styles.svg} role="img" aria-label={t`Fener, figür ve perde. Figürün gölgesi perdede ${shadowText} cm boyunda.`}>
          <rect x="0" y="200" width="400" height="20" fill="#3b2a1a" />
          {/* Light cone edges that graze the card, then the dark region behind it. */}
          <polygon
            points={`${LIGHT_X},${AXIS_Y} ${SCREEN_X},${AXIS_Y - SCREEN_HALF_PX - 10} ${SCREEN_X},${AXIS_Y + SCREEN_HALF_PX + 10}`}
            fill="#fde68a"
            opacity="0.18"
          />
          <polygon
            points={`${cardX},${AXIS_Y - cardHalf} ${SCREEN_X},${AXIS_Y - shadowHalf} ${SCREEN_X},${AXIS_Y + shadowHalf} ${cardX},${AXIS_Y + cardHalf}`}
            fill="#020617"
            opacity="0.7"
          />
          <line x1={LIGHT_X} y1={AXIS_Y} x2={SCREEN_X} y2={AXIS_Y - shadowHalf} stroke="#facc15" strokeWidth="1.5" />
          <line x1={LIGHT_X} y1={AXIS_Y} x2={SCREEN_X} y2={AXIS_Y + shadowHalf} stroke="#facc15" strokeWidth="1.5" />
          <rect x={SCREEN_X} y={AXIS_Y - SCREEN_HALF_PX} width="10" height={SCREEN_HALF_PX * 2} fill="#f8fafc" />
          <rect x={SCREEN_X} y={AXIS_Y - Math.min(shadowHalf, SCREEN_HALF_PX)} width="10" height={Math.min(shadowHalf, SCREEN_HALF_PX) * 2} fill="#111827" />
          <rect x={cardX - 3} y={AXIS_Y - cardHalf} width="6" height={cardHalf * 2} fill="#f97316" rx="2" />
          <line x1={cardX} y1={AXIS_Y + cardHalf} x2={cardX} y2="200" stroke="#9ca3af" strokeWidth="2" />
          <circle cx={LIGHT_X} cy={AXIS_Y} r="9" fill="#facc15" />
          <rect x={LIGHT_X - 26} y={AXIS_Y - 7} width="18" height="14" rx="3" fill="#64748b" />
          <text x={LIGHT_X} y="195" fill="#e2e8f0" fontSize="12" textAnchor="middle">{t`Fener`}</text>
          <text x={cardX} y="215" fill="#e2e8f0" fontSize="12" textAnchor="middle">{t`Figür`}</text>
          <text x={SCREEN_X} y="195" fill="#e2e8f0" fontSize="12" textAnchor="middle">{t`Perde`}</text>
        </svg>
        <figcaption className={styles.figureCaption}>
          <Trans>Fener ile perde arası 100 cm. Sarı çizgiler figürün kenarlarını sıyıran ışınlar.</Trans>
        </figcaption>
      </figure>

      <div className={styles.controls}>
        <RangeField label={t`Figürün fenere uzaklığı`} valueText={distanceText} value={distance} {...SHADOW_BENCH.objectDistanceCm} onChange={setDistance} />
        <RangeField label={t`Figürün boyu`} valueText={heightText} value={height} {...SHADOW_BENCH.objectHeightCm} onChange={setHeight} />
        <dl className={styles.readout} aria-live="polite">
          <ReadoutRow label={<Trans>Gölgenin boyu</Trans>}>
            <Trans>{shadowText} cm</Trans>
          </ReadoutRow>
          <ReadoutRow label={<Trans>Gölge / figür</Trans>}>
            <Trans>{timesText} kat</Trans>
          </ReadoutRow>
        </dl>
        {result.fitsScreen ? (
          <p className={styles.note} data-tone="info">
            <Trans>Benzer üçgenler: gölge ÷ figür = perde uzaklığı ÷ figür uzaklığı.</Trans>
          </p>
        ) : (
          <p className={styles.note} data-tone="warning">
            <Trans>Gölge perdeden taştı! Figürü perdeye yaklaştır ya da küçült.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { RangeField } from '@/shared/ui/form/RangeField.tsx';
import { numberFormat, formatPercent } from '@/shared/i18n/format.ts';
import { usePrefersReducedMotion } from '@/shared/lib/usePrefersReducedMotion.ts';
import { useAnimationFrame } from '@/shared/lib/useAnimationFrame.ts';
import {
  BOILING_POINT_C,
  MELTING_POINT_C,
  TIMELINE_END_MIN,
  heatingCurvePoints,
  heatingStateAt,
  type HeatingPhase,
} from '../../model/simulations/heatingCurve.ts';
import { Readout } from './Readout.tsx';
import { SimulationFigure } from './SimulationFigure.tsx';
import * as css from './HeatingCurveSimulation.css.ts';

const GRAPH = {
  width: 360,
  height: 240,
  left: 46,
  right: 12,
  top: 12,
  bottom: 36,
} as const;
const T_MIN = -30;
const T_MAX = 110;
/** Simulated minutes per real second while heating. */
const MINUTES_PER_SECOND = 4;
/** With reduced motion, each press of "Isıt" jumps this far instead of playing. */
const STEP_MINUTES = 5;

const x = (minutes: number) => GRAPH.left + (minutes / TIMELINE_END_MIN) * (GRAPH.width - GRAPH.left - GRAPH.right);
const y = (celsius: number) => GRAPH.top + ((T_MAX - celsius) / (T_MAX - T_MIN)) * (GRAPH.height - GRAPH.top - GRAPH.bottom);

const number = numberFormat({ maximumFractionDigits: 1 });

export default function HeatingCurveSimulation() {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const [minutes, setMinutes] = useState(0);
  const [heating, setHeating] = useState(false);

  const isHeating = heating && minutes < TIMELINE_END_MIN;

  useAnimationFrame((deltaMs) => {
    setMinutes((m) => Math.min(TIMELINE_END_MIN, m + (deltaMs / 1000) * MINUTES_PER_SECOND));
  }, isHeating);

  const state = heatingStateAt(minutes);
  const points = heatingCurvePoints(minutes, 0.5);
  const atEnd = minutes >= TIMELINE_END_MIN;

  const phaseNames: Record<HeatingPhase, string> = {
    solid: t`Katı (buz)`,
    melting: t`Eriyor (buz + su)`,
    liquid: t`Sıvı (su)`,
    boiling: t`Kaynıyor (su + su buharı)`,
  };
  const minutesText = number.format(state.minutes);
  const temperatureText = number.format(state.temperatureC);
  const meltedText = formatPercent(state.meltedFraction);
  const phaseExplanations: Record<HeatingPhase, string> = {
    solid: t`Buz ısınıyor. Sıcaklığı yükseliyor ama henüz erimedi.`,
    melting: t`Buz eriyor (${meltedText} eridi). Verilen ısı erimeye harcanıyor; sıcaklık 0 °C'de sabit kalıyor.`,
    liquid: t`Bütün buz eridi. Artık su ısınıyor ve sıcaklığı yükseliyor.`,
    boiling: t`Su kaynıyor ve buhara dönüşüyor. Su bitene kadar sıcaklık 100 °C'de sabit kalır.`,
  };

  const onHeat = () => {
    if (reducedMotion) {
      setMinutes((m) => Math.min(TIMELINE_END_MIN, m + STEP_MINUTES));
    } else {
      setHeating(!isHeating);
    }
  };

  const reset = () => {
    setHeating(false);
    setMinutes(0);
  };

  const polyline = points.map((p) => `${x(p.minutes).toFixed(1)},${y(p.temperatureC).toFixed(1)}`).join(' ');
  const yTicks = [-20, 0, 20, 40, 60, 80, 100];
  const xTicks = [0, 10, 20, 30, 40, 50, 60];

  return (
    <div className={css.root}>
      <div className={css.stage}>
        <SimulationFigure
          viewBox={`0 0 ${GRAPH.width} ${GRAPH.height}`}
          label={t`Sıcaklık–zaman grafiği: ${minutesText}. dakikada sıcaklık ${temperatureText} °C.`}
        >
          {yTicks.map((c) => (
            <g key={c}>
              <text className={css.axisText} x={GRAPH.left - 6} y={y(c) + 4} textAnchor="end">
                {number.format(c)}
              </text>
              {c === MELTING_POINT_C || c === BOILING_POINT_C ? (
                <line className={css.plateauLine} x1={GRAPH.left} x2={GRAPH.width - GRAPH.right} y1={y(c)} y2={y(c)} />
              ) : null}
            </g>
          ))}
          {xTicks.map((m) => (
            <text key={m} className={css.axisText} x={x(m)} y={GRAPH.height - GRAPH.bottom + 15} textAnchor="middle">
              {number.format(m)}
            </text>
          ))}
          <line className={css.axis} x1={GRAPH.left} x2={GRAPH.left} y1={GRAPH.top} y2={GRAPH.height - GRAPH.bottom} />
          <line className={css.axis} x1={GRAPH.left} x2={GRAPH.width - GRAPH.right} y1={GRAPH.height - GRAPH.bottom} y2={GRAPH.height - GRAPH.bottom} />
          <text className={css.axisText} x={GRAPH.left + 4} y={y(BOILING_POINT_C) - 5}>
            {t`Kaynama noktası`}
          </text>
          <text className={css.axisText} x={GRAPH.width - GRAPH.right - 4} y={y(MELTING_POINT_C) - 5} textAnchor="end">
            {t`Erime noktası`}
          </text>
          <text className={css.axisText} x={(GRAPH.left + GRAPH.width) / 2} y={GRAPH.height - 3} textAnchor="middle">
            {t`Zaman (dakika)`}
          </text>
          <text
            className={css.axisText}
            x={12}
            y={(GRAPH.top + GRAPH.height - GRAPH.bottom) / 2}
            textAnchor="middle"
            transform={`rotate(-90 12 ${(GRAPH.top + GRAPH.height - GRAPH.bottom) / 2})`}
          >
            {t`Sıcaklık (°C)`}
          </text>
          <polyline className={css.curve} points={polyline} />
          <circle cx={x(state.minutes)} cy={y(state.temperatureC)} r={6} fill="#b93f0a" stroke="#ffffff" strokeWidth={2} />
        </SimulationFigure>
        <Beaker meltedFraction={state.meltedFraction} phase={state.phase} temperatureC={state.temperatureC} />
      </div>

      <div className={css.controls}>
        <Button onClick={onHeat} disabled={atEnd} aria-pressed={reducedMotion ? undefined : isHeating}>
          {isHeating ? <Trans>Isıtmayı durdur</Trans> : reducedMotion ? <Trans>Isıt (+5 dakika)</Trans> : <Trans>Isıt</Trans>}
        </Button>
        <Button variant="secondary" onClick={reset}>
          <Trans>Baştan başla</Trans>
        </Button>
        <RangeField
          className={css.field}
          label={<Trans>Süre: {minutesText} dakika</Trans>}
          readout={null}
          min={0}
          max={TIMELINE_END_MIN}
          step={0.5}
          value={Math.round(state.minutes * 2) / 2}
          valueText={t`${minutesText} dakika`}
          onChange={(value) => {
            setHeating(false);
            setMinutes(value);
          }}
        />
      </div>

      <dl className={css.readouts}>
        <Readout label={<Trans>Geçen süre</Trans>}>
          <Trans>{minutesText} dk</Trans>
        </Readout>
        <Readout label={<Trans>Sıcaklık</Trans>}>{temperatureText} °C</Readout>
        <Readout label={<Trans>Maddenin hâli</Trans>}>{phaseNames[state.phase]}</Readout>
      </dl>
      <p className={css.status} aria-live="polite">
        {phaseExplanations[state.phase]}
      </p>
      <p className={css.note}>
        <Trans>
          Bu bir modeldir: deniz seviyesinde, sabit güçte bir elektrikli ısıtıcıyla ısıtılan buz. Kaynamanın tamamı çok uzun sürdüğü için grafik 60. dakikada
          biter.
        </Trans>
      </p>
    </div>
  );
}

type BeakerProps = {
  meltedFraction: number;
  phase: HeatingPhase;
  temperatureC: number;
};

/** A beaker with a thermometer: ice cubes shrink as they melt, bubbles rise while boiling. */
function Beaker({ meltedFraction, phase, temperatureC }: BeakerProps) {
  const { t } = useLingui();
  const iceLeft = 1 - meltedFraction;
  const waterHeight = 20 + 50 * meltedFraction;
  const cube = 26 * Math.sqrt(iceLeft);
  const mercury = 12 + ((temperatureC - T_MIN) / (T_MAX - T_MIN)) * 130;
  return (
    <figure className={`${css.figure} ${css.beakerFigure}`}>
      <svg className={css.svg} viewBox="0 0 160 200" role="img" aria-label={t`Kaptaki buz ve su ile bir termometre`}>
        <rect x={20} y={30} width={90} height={150} rx={8} fill="#f1f7ff" stroke="#44524a" strokeWidth={2} />
        {meltedFraction > 0 ? <rect x={22} y={178 - waterHeight} width={86} height={waterHeight} rx={6} fill="#7cb7e8" /> : null}
        {iceLeft > 0.01
          ? [0, 1, 2].map((i) => (
              <rect
                key={i}
                x={30 + i * 26 + (26 - cube) / 2}
                y={Math.min(176 - cube, 178 - waterHeight - cube * 0.1) - (i % 2) * 4}
                width={cube}
                height={cube}
                rx={4}
                fill="#e4f4ff"
                stroke="#5b8db8"
                strokeWidth={1.5}
              />
            ))
          : null}
        {phase === 'boiling'
          ? [0, 1, 2, 3, 4].map((i) => <circle key={i} cx={34 + i * 16} cy={150 - (i % 3) * 20} r={4} fill="#ffffff" stroke="#5b8db8" />)
          : null}
        {phase === 'boiling' ? <path d="M45 22 q6 -10 0 -18 M65 22 q6 -10 0 -18 M85 22 q6 -10 0 -18" stroke="#93a89a" strokeWidth={2} fill="none" /> : null}
        <rect x={125} y={30} width={14} height={150} rx={7} fill="#ffffff" stroke="#44524a" strokeWidth={2} />
        <rect x={129} y={176 - mercury} width={6} height={mercury} rx={3} fill="#c2410c" />
        <circle cx={132} cy={180} r={10} fill="#c2410c" />
        <rect x={14} y={182} width={102} height={12} rx={4} fill="#44524a" />
      </svg>
    </figure>
  );
}

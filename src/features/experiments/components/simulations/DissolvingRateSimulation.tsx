import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { RangeField } from '@/shared/ui/form/RangeField.tsx';
import { numberFormat, formatPercent } from '@/shared/i18n/format.ts';
import { usePrefersReducedMotion } from '@/shared/lib/usePrefersReducedMotion.ts';
import { useAnimationFrame } from '@/shared/lib/useAnimationFrame.ts';
import { MAX_WATER_C, MIN_WATER_C, dissolvingSeconds, minutesAndSeconds, remainingFraction } from '../../model/simulations/dissolvingRate.ts';
import { Readout } from './Readout.tsx';
import * as css from './DissolvingRateSimulation.css.ts';

type Trial = {
  id: number;
  temperatureC: number;
  stirred: boolean;
  seconds: number;
};

/** Every trial plays in about this many real seconds, however long it takes in the model. */
const PLAY_SECONDS = 4;
const MAX_TRIALS = 6;
const number = numberFormat({ maximumFractionDigits: 0 });

export default function DissolvingRateSimulation() {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const [temperature, setTemperature] = useState(20);
  const [stirred, setStirred] = useState(false);
  const [trials, setTrials] = useState<Trial[]>([]);
  /** The trial being played, if any. */
  const [active, setActive] = useState<Trial | null>(null);
  /** Model seconds shown on the clock; null before a trial, the full time once it is over. */
  const [elapsed, setElapsed] = useState<number | null>(null);

  const running = active !== null;

  const finish = (trial: Trial) => {
    setElapsed(trial.seconds);
    setTrials((list) => [trial, ...list].slice(0, MAX_TRIALS));
    setActive(null);
  };

  useAnimationFrame((_delta, elapsedMs) => {
    if (!active) return false;
    const modelSeconds = (elapsedMs / 1000) * (active.seconds / PLAY_SECONDS);
    // Reduced motion switched on mid-trial jumps straight to the result.
    if (reducedMotion || modelSeconds >= active.seconds) {
      finish(active);
      return false;
    }
    setElapsed(modelSeconds);
  }, running);

  const start = () => {
    const trial = { id: Date.now(), temperatureC: temperature, stirred, seconds: dissolvingSeconds(temperature, stirred) };
    if (reducedMotion) {
      finish(trial);
    } else {
      setElapsed(0);
      setActive(trial);
    }
  };
  const changeSettings = (update: () => void) => {
    update();
    setElapsed(null);
  };

  const last = trials[0];
  const left = elapsed === null ? 1 : remainingFraction(elapsed, active?.seconds ?? last?.seconds ?? 0);
  const temperatureText = number.format(temperature);
  const formatDuration = (seconds: number) => {
    const { minutes, seconds: rest } = minutesAndSeconds(seconds);
    const m = number.format(minutes);
    const s = number.format(rest);
    return minutes > 0 ? t`${m} dk ${s} sn` : t`${s} sn`;
  };
  const lastDuration = last ? formatDuration(last.seconds) : '';

  return (
    <div className={css.root}>
      <div className={css.stage}>
        <figure className={css.figure}>
          <Glass temperatureC={temperature} stirred={stirred} left={left} />
        </figure>
        <dl className={css.readouts}>
          <Readout label={<Trans>Su sıcaklığı</Trans>}>{temperatureText} °C</Readout>
          <Readout label={<Trans>Geçen süre</Trans>}>{formatDuration(elapsed ?? 0)}</Readout>
        </dl>
      </div>

      <div className={css.controls}>
        <RangeField
          className={css.field}
          label={<Trans>Su sıcaklığı: {temperatureText} °C</Trans>}
          readout={null}
          min={MIN_WATER_C}
          max={MAX_WATER_C}
          step={5}
          value={temperature}
          disabled={running}
          valueText={t`${temperatureText} °C`}
          onChange={(value) => changeSettings(() => setTemperature(value))}
        />
        <label className={css.checkbox}>
          <input
            className={css.checkboxInput}
            type="checkbox"
            checked={stirred}
            disabled={running}
            onChange={(event) => changeSettings(() => setStirred(event.target.checked))}
          />
          <Trans>Kaşıkla karıştır</Trans>
        </label>
        <Button onClick={start} disabled={running}>
          <Trans>Şekeri suya at</Trans>
        </Button>
      </div>

      <p className={css.status} aria-live="polite">
        {running ? (
          <Trans>Şeker çözünüyor…</Trans>
        ) : last && elapsed !== null ? (
          <Trans>Şeker {lastDuration} içinde tamamen çözündü. Başka bir sıcaklık ya da karıştırma seçip yeniden dene.</Trans>
        ) : (
          <Trans>Suyun sıcaklığını seç, karıştırıp karıştırmayacağına karar ver ve şekeri suya at.</Trans>
        )}
      </p>

      {trials.length > 0 ? (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.readoutLabel}>
              <Trans>Denemelerin (en yenisi üstte)</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Su sıcaklığı</Trans>
                </th>
                <th scope="col">
                  <Trans>Karıştırma</Trans>
                </th>
                <th scope="col">
                  <Trans>Çözünme süresi</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {trials.map((trial) => (
                <tr key={trial.id}>
                  <td>{number.format(trial.temperatureC)} °C</td>
                  <td>{trial.stirred ? t`Evet` : t`Hayır`}</td>
                  <td>{formatDuration(trial.seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <p className={css.note}>
        <Trans>
          Bu basit bir modeldir: 200 mL suya atılan bir küp şeker. Su her 20 °C ısındığında süre yarıya iner, karıştırmak süreyi dörtte birine indirir. Gerçek
          süreler şekerin türüne, suyun miktarına ve karıştırma hızına göre değişir.
        </Trans>
      </p>
    </div>
  );
}

type GlassProps = { temperatureC: number; stirred: boolean; left: number };

/** A glass of water: warmer water is drawn warmer, steam above 50 °C, the cube shrinks and sugar spreads as it dissolves. */
function Glass({ temperatureC, stirred, left }: GlassProps) {
  const { t } = useLingui();
  const warmth = (temperatureC - MIN_WATER_C) / (MAX_WATER_C - MIN_WATER_C);
  const water = `rgb(${Math.round(125 + 110 * warmth)}, ${Math.round(185 - 20 * warmth)}, ${Math.round(232 - 90 * warmth)})`;
  const cube = 34 * Math.cbrt(left);
  const dissolved = 1 - left;
  const dots = Array.from({ length: Math.round(24 * dissolved) }, (_, i) => i);
  const percent = formatPercent(dissolved);
  return (
    <svg className={css.svg} viewBox="0 0 220 220" role="img" aria-label={t`Bir bardak su; şekerin çözünen kısmı ${percent}`}>
      <path d="M40 40 L56 200 H164 L180 40" fill="#f8fbff" stroke="#44524a" strokeWidth={3} />
      <path d="M45 80 L56 198 H164 L175 80 Z" fill={water} opacity={0.85} />
      {temperatureC >= 50 ? <path d="M80 30 q8 -12 0 -24 M110 30 q8 -12 0 -24 M140 30 q8 -12 0 -24" stroke="#93a89a" strokeWidth={3} fill="none" /> : null}
      {dots.map((i) => (
        <circle key={i} cx={66 + ((i * 37) % 92)} cy={100 + ((i * 53) % 90)} r={2.5} fill="#ffffff" />
      ))}
      {left > 0 ? <rect x={110 - cube / 2} y={196 - cube} width={cube} height={cube} rx={3} fill="#ffffff" stroke="#93a89a" strokeWidth={2} /> : null}
      {stirred ? <path d="M150 20 L118 170" stroke="#64748b" strokeWidth={6} strokeLinecap="round" /> : null}
    </svg>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { RangeField } from '@/shared/ui/form/RangeField.tsx';
import { numberFormat } from '@/shared/i18n/format.ts';
import { usePrefersReducedMotion } from '@/shared/lib/usePrefersReducedMotion.ts';
import { useAnimationFrame } from '@/shared/lib/useAnimationFrame.ts';
import { averageSpeed, fasterRacer, playbackRate, positionAt, type Racer } from '../../model/simulations/speedTrack.ts';
import { SimulationFigure } from './SimulationFigure.tsx';
import * as css from './SpeedTrackSimulation.css.ts';

const TRACK = { left: 30, right: 390 } as const;
const LANE_Y = [40, 100] as const;
const COLOURS = ['#b91c1c', '#1d4ed8'] as const;
const number = numberFormat({ maximumFractionDigits: 2 });

export default function SpeedTrackSimulation() {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const [racers, setRacers] = useState<[Racer, Racer]>([
    { distanceM: 100, timeS: 20 },
    { distanceM: 60, timeS: 10 },
  ]);
  /** Race seconds shown; null before the start. */
  const [clock, setClock] = useState<number | null>(null);
  const [running, setRunning] = useState(false);

  const [first, second] = racers;
  const raceLength = Math.max(first.timeS, second.timeS);
  const longestDistance = Math.max(first.distanceM, second.distanceM);
  const scale = (TRACK.right - TRACK.left) / longestDistance;

  useAnimationFrame((_delta, elapsedMs) => {
    const seconds = Math.min(raceLength, (elapsedMs / 1000) * playbackRate(first, second));
    setClock(seconds);
    if (seconds >= raceLength) {
      setRunning(false);
      return false;
    }
  }, running);

  const names = [t`Kırmızı araba`, t`Mavi araba`] as const;
  const update = (index: 0 | 1, change: Partial<Racer>) => {
    setRunning(false);
    setClock(null);
    setRacers((current) => {
      const next: [Racer, Racer] = [current[0], current[1]];
      next[index] = { ...current[index], ...change };
      return next;
    });
  };
  const start = () => {
    if (reducedMotion) {
      setClock(raceLength);
    } else {
      setClock(0);
      setRunning(true);
    }
  };

  const winner = fasterRacer(first, second);
  const finished = clock !== null && clock >= raceLength;
  const clockText = number.format(Math.floor(clock ?? 0));
  const speedTexts = racers.map((r) => number.format(averageSpeed(r.distanceM, r.timeS)));
  const [speedA = '', speedB = ''] = speedTexts;

  return (
    <div className={css.root}>
      <SimulationFigure viewBox="0 0 400 140" label={t`Yarış pisti: kırmızı araba ${speedA} m/s, mavi araba ${speedB} m/s ortalama süratle gidiyor.`}>
        {racers.map((racer, index) => {
          const laneY = LANE_Y[index as 0 | 1];
          const finishX = TRACK.left + racer.distanceM * scale;
          const carX = TRACK.left + positionAt(racer, clock ?? 0) * scale;
          const distanceLabel = number.format(racer.distanceM);
          return (
            <g key={index}>
              <rect x={TRACK.left - 10} y={laneY - 22} width={TRACK.right - TRACK.left + 20} height={44} fill="#eef4ef" />
              <line x1={TRACK.left} x2={finishX} y1={laneY + 16} y2={laneY + 16} stroke="#93a89a" strokeWidth={2} strokeDasharray="6 4" />
              <line x1={finishX} x2={finishX} y1={laneY - 22} y2={laneY + 22} stroke="#1b2a22" strokeWidth={3} strokeDasharray="4 3" />
              <text x={Math.min(finishX, TRACK.right - 4)} y={laneY - 25} fontSize={11} textAnchor="end" fill="#1b2a22">
                {t`${distanceLabel} m`}
              </text>
              <g transform={`translate(${carX - 24} ${laneY - 12})`}>
                <rect width={24} height={14} y={2} rx={4} fill={COLOURS[index as 0 | 1]} />
                <rect x={6} y={-4} width={12} height={8} rx={2} fill={COLOURS[index as 0 | 1]} />
                <circle cx={6} cy={17} r={4} fill="#1b2a22" />
                <circle cx={19} cy={17} r={4} fill="#1b2a22" />
              </g>
            </g>
          );
        })}
      </SimulationFigure>

      <div className={css.controls}>
        <Button onClick={start} disabled={running}>
          <Trans>Yarışı başlat</Trans>
        </Button>
        <p className={css.readoutValue} aria-live="off">
          <Trans>Geçen süre: {clockText} s</Trans>
        </p>
      </div>

      <div className={css.racers}>
        {racers.map((racer, index) => {
          const i = index as 0 | 1;
          const distanceText = number.format(racer.distanceM);
          const timeText = number.format(racer.timeS);
          const speedText = speedTexts[i] ?? '';
          return (
            <fieldset key={index} className={css.racer} style={{ borderColor: COLOURS[i] }}>
              <legend className={css.racerTitle}>{names[i]}</legend>
              <RangeField
                className={css.field}
                label={<Trans>Alınan yol: {distanceText} m</Trans>}
                readout={null}
                min={10}
                max={200}
                step={10}
                value={racer.distanceM}
                valueText={t`${distanceText} metre`}
                onChange={(distanceM) => update(i, { distanceM })}
              />
              <RangeField
                className={css.field}
                label={<Trans>Geçen süre: {timeText} s</Trans>}
                readout={null}
                min={2}
                max={60}
                step={1}
                value={racer.timeS}
                valueText={t`${timeText} saniye`}
                onChange={(timeS) => update(i, { timeS })}
              />
              <p className={css.speed}>
                <Trans>
                  Ortalama sürat = {distanceText} m ÷ {timeText} s = {speedText} m/s
                </Trans>
              </p>
            </fieldset>
          );
        })}
      </div>

      <p className={css.status} aria-live="polite">
        {!finished ? (
          <Trans>Yolları ve süreleri seç, sonra yarışı başlat. Hangisinin ortalama sürati daha büyük?</Trans>
        ) : winner === 'equal' ? (
          <Trans>İki arabanın ortalama sürati eşit: ikisi de her saniyede aynı yolu alıyor.</Trans>
        ) : winner === 'first' ? (
          <Trans>
            Kırmızı araba daha süratli: her saniyede {speedA} m yol alıyor, mavi araba ise {speedB} m.
          </Trans>
        ) : (
          <Trans>
            Mavi araba daha süratli: her saniyede {speedB} m yol alıyor, kırmızı araba ise {speedA} m.
          </Trans>
        )}
      </p>
      <p className={css.note}>
        <Trans>
          Ortalama sürat = alınan toplam yol ÷ geçen toplam süre. Birimi metre/saniyedir (m/s). Animasyon, yarışı birkaç saniyede gösterecek şekilde
          hızlandırılmıştır.
        </Trans>
      </p>
    </div>
  );
}

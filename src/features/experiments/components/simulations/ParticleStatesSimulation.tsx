import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { useMediaQuery } from '@/shared/lib/useMediaQuery.ts';
import {
  BOX,
  MAX_TEMPERATURE_C,
  MIN_TEMPERATURE_C,
  PARTICLE_COUNT,
  PARTICLE_RADIUS,
  particlePosition,
  stateOfWater,
  type MatterState,
} from '../../model/simulations/particleStates.ts';
import * as css from './ParticleStatesSimulation.css.ts';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not UI text
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const number = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
const PADDING = 10;
const FILL: Record<MatterState, string> = {
  solid: '#5b8db8',
  liquid: '#1d6fb8',
  gas: '#b93f0a',
};
const PARTICLES = Array.from({ length: PARTICLE_COUNT }, (_, i) => i);

export default function ParticleStatesSimulation() {
  const { t } = useLingui();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [temperature, setTemperature] = useState(-20);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (reducedMotion) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      setSeconds((now - start) / 1000);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [reducedMotion]);

  const state = stateOfWater(temperature);
  const temperatureText = number.format(temperature);
  const names: Record<MatterState, string> = {
    solid: t`Katı (buz)`,
    liquid: t`Sıvı (su)`,
    gas: t`Gaz (su buharı)`,
  };
  const motion: Record<MatterState, string> = {
    solid: t`Tanecikler yerlerinde titreşir, yer değiştirmez.`,
    liquid: t`Tanecikler birbirine yakındır ama birbirinin üzerinden kayar.`,
    gas: t`Tanecikler birbirinden uzaktır, hızla her yöne hareket eder.`,
  };
  const shape: Record<MatterState, string> = {
    solid: t`Belirli bir şekli vardır.`,
    liquid: t`Bulunduğu kabın şeklini alır.`,
    gas: t`Bulunduğu kabı tamamen doldurur.`,
  };
  const volume: Record<MatterState, string> = {
    solid: t`Belirli`,
    liquid: t`Belirli`,
    gas: t`Belirli değil (kabın hacmi kadar yer kaplar)`,
  };

  const stateName = names[state];
  const motionText = motion[state];

  return (
    <div className={css.root}>
      <div className={css.stage}>
        <figure className={css.figure}>
          <svg
            className={css.svg}
            viewBox={`0 0 ${BOX.width + 2 * PADDING} ${BOX.height + 2 * PADDING}`}
            role="img"
            aria-label={t`Kapalı bir kaptaki su tanecikleri, ${temperatureText} °C: ${stateName}. ${motionText}`}
          >
            <rect
              x={PADDING - 3}
              y={PADDING - 3}
              width={BOX.width + 6}
              height={BOX.height + 6}
              rx={8}
              fill="#f1f7ff"
              stroke="#44524a"
              strokeWidth={3}
            />
            <g transform={`translate(${PADDING} ${PADDING})`}>
              {PARTICLES.map((i) => {
                const p = particlePosition(i, seconds, temperature);
                return (
                  <circle
                    key={i}
                    cx={p.x}
                    cy={p.y}
                    r={PARTICLE_RADIUS}
                    fill={FILL[state]}
                    stroke="#ffffff"
                    strokeWidth={1.5}
                  />
                );
              })}
            </g>
          </svg>
        </figure>
        <dl className={css.readouts}>
          <div className={css.readout}>
            <dt className={css.readoutLabel}>
              <Trans>Sıcaklık</Trans>
            </dt>
            <dd className={css.readoutValue}>{temperatureText} °C</dd>
          </div>
          <div className={css.readout}>
            <dt className={css.readoutLabel}>
              <Trans>Hâl</Trans>
            </dt>
            <dd className={css.readoutValue}>{names[state]}</dd>
          </div>
          <div className={css.readout}>
            <dt className={css.readoutLabel}>
              <Trans>Şekil</Trans>
            </dt>
            <dd>{shape[state]}</dd>
          </div>
          <div className={css.readout}>
            <dt className={css.readoutLabel}>
              <Trans>Hacim</Trans>
            </dt>
            <dd>{volume[state]}</dd>
          </div>
        </dl>
      </div>

      <label className={css.field}>
        <Trans>Sıcaklık: {temperatureText} °C</Trans>
        <input
          className={css.slider}
          type="range"
          min={MIN_TEMPERATURE_C}
          max={MAX_TEMPERATURE_C}
          step={5}
          value={temperature}
          aria-valuetext={t`${temperatureText} °C, ${stateName}`}
          onChange={(event) => setTemperature(Number(event.target.value))}
        />
      </label>
      <div className={css.presets}>
        <Button variant="secondary" size="sm" onClick={() => setTemperature(-20)}>
          <Trans>🧊 Buz (−20 °C)</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setTemperature(25)}>
          <Trans>💧 Su (25 °C)</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setTemperature(120)}>
          <Trans>♨️ Su buharı (120 °C)</Trans>
        </Button>
      </div>
      <p className={css.status} aria-live="polite">
        {motion[state]}{' '}
        {temperature > MIN_TEMPERATURE_C ? <Trans>Sıcaklık arttıkça tanecikler daha hızlı hareket eder.</Trans> : null}
      </p>
      <p className={css.note}>
        {reducedMotion ? <Trans>Hareketi azaltma ayarın açık olduğu için tanecikler durgun gösteriliyor.</Trans> : null}{' '}
        <Trans>
          Bu bir modeldir: gerçek tanecikler gözle görülemeyecek kadar küçüktür. Kap kapalıdır; su buharı kaptan dışarı
          çıkamaz.
        </Trans>
      </p>
    </div>
  );
}

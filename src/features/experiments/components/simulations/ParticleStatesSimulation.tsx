import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { RangeField } from '@/shared/ui/form/RangeField.tsx';
import { numberFormat } from '@/shared/i18n/format.ts';
import { usePrefersReducedMotion } from '@/shared/lib/usePrefersReducedMotion.ts';
import { useAnimationFrame } from '@/shared/lib/useAnimationFrame.ts';
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
import { Readout } from './Readout.tsx';
import { SimulationFigure } from './SimulationFigure.tsx';
import * as css from './ParticleStatesSimulation.css.ts';

const number = numberFormat({ maximumFractionDigits: 0 });
const PADDING = 10;
const FILL: Record<MatterState, string> = {
  solid: '#5b8db8',
  liquid: '#1d6fb8',
  gas: '#b93f0a',
};
const PARTICLES = Array.from({ length: PARTICLE_COUNT }, (_, i) => i);

export default function ParticleStatesSimulation() {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const [temperature, setTemperature] = useState(-20);
  const [seconds, setSeconds] = useState(0);

  useAnimationFrame((_delta, elapsedMs) => setSeconds(elapsedMs / 1000), !reducedMotion);

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
        <SimulationFigure
          viewBox={`0 0 ${BOX.width + 2 * PADDING} ${BOX.height + 2 * PADDING}`}
          label={t`Kapalı bir kaptaki su tanecikleri, ${temperatureText} °C: ${stateName}. ${motionText}`}
        >
          <rect x={PADDING - 3} y={PADDING - 3} width={BOX.width + 6} height={BOX.height + 6} rx={8} fill="#f1f7ff" stroke="#44524a" strokeWidth={3} />
          <g transform={`translate(${PADDING} ${PADDING})`}>
            {PARTICLES.map((i) => {
              const p = particlePosition(i, seconds, temperature);
              return <circle key={i} cx={p.x} cy={p.y} r={PARTICLE_RADIUS} fill={FILL[state]} stroke="#ffffff" strokeWidth={1.5} />;
            })}
          </g>
        </SimulationFigure>
        <dl className={css.readouts}>
          <Readout label={<Trans>Sıcaklık</Trans>}>{temperatureText} °C</Readout>
          <Readout label={<Trans>Hâl</Trans>}>{names[state]}</Readout>
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

      <RangeField
        className={css.field}
        label={<Trans>Sıcaklık: {temperatureText} °C</Trans>}
        readout={null}
        min={MIN_TEMPERATURE_C}
        max={MAX_TEMPERATURE_C}
        step={5}
        value={temperature}
        valueText={t`${temperatureText} °C, ${stateName}`}
        onChange={setTemperature}
      />
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
        {motion[state]} {temperature > MIN_TEMPERATURE_C ? <Trans>Sıcaklık arttıkça tanecikler daha hızlı hareket eder.</Trans> : null}
      </p>
      <p className={css.note}>
        {reducedMotion ? <Trans>Hareketi azaltma ayarın açık olduğu için tanecikler durgun gösteriliyor.</Trans> : null}{' '}
        <Trans>Bu bir modeldir: gerçek tanecikler gözle görülemeyecek kadar küçüktür. Kap kapalıdır; su buharı kaptan dışarı çıkamaz.</Trans>
      </p>
    </div>
  );
}

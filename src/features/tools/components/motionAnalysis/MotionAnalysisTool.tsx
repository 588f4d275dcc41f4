import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { usePrefersReducedMotion } from '@/shared/lib/usePrefersReducedMotion.ts';
import { niceRange } from '../../model/plot.ts';
import { formatFixed } from '../../model/numberFormat.ts';
import {
  distanceAt,
  motionKind,
  positionAt,
  positionExtent,
  sampleMotion,
  velocityAt,
  velocityExtent,
  type MotionKind,
} from '../../model/motionAnalysis/kinematics.ts';
import { RangeField } from '@/shared/ui/form/RangeField.tsx';
import { Readout } from '../Readout.tsx';
import { LineGraph } from './LineGraph.tsx';
import { Track } from './Track.tsx';
import { usePlayback } from '../../model/motionAnalysis/usePlayback.ts';
import * as layout from '../toolLayout.css.ts';
import * as styles from './MotionAnalysisTool.css.ts';

const DURATION = 10;
type Mode = 'uniform' | 'accelerated';

export default function MotionAnalysisTool() {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const [mode, setMode] = useState<Mode>('accelerated');
  const [x0, setX0] = useState(0);
  const [v0, setV0] = useState(2);
  const [accel, setAccel] = useState(1);
  const { time, playing, play, pause, seek } = usePlayback(DURATION);

  const a = mode === 'uniform' ? 0 : accel;
  const motion = { x0, v0, a };
  const x = positionAt(motion, time);
  const v = velocityAt(motion, time);
  const samples = sampleMotion(motion, DURATION, 80);
  const xExtent = positionExtent(motion, DURATION);
  const trackRange = niceRange(Math.min(xExtent[0], 0), Math.max(xExtent[1], 0));

  const f = (value: number, digits = 1) => formatFixed(value, digits);
  const tText = f(time, 2);
  const xText = f(x);
  const vText = f(v);
  const x0Text = f(x0, 0);
  const v0Text = f(v0);
  const aText = f(accel);
  const distanceText = f(distanceAt(motion, time));
  const kind = motionKind(motion, DURATION);
  const xFormula = mode === 'uniform' ? t`x = x₀ + v·t` : t`x = x₀ + v₀·t + ½·a·t²`;

  return (
    <div className={layout.split}>
      <div className={layout.stack}>
        <section className={layout.panel} aria-label={t`Animasyon`}>
          <Track x={x} v={v} range={trackRange} label={t`Araba ${tText} s anında ${xText} m konumunda, hızı ${vText} m/s.`} />
          <div className={styles.timeRow}>
            {reducedMotion ? null : playing ? (
              <Button onClick={pause}>
                <Trans>Duraklat</Trans>
              </Button>
            ) : (
              <Button onClick={play}>
                <Trans>Oynat</Trans>
              </Button>
            )}
            <Button variant="secondary" onClick={() => seek(time - 1)} aria-label={t`1 saniye geri`}>
              <Trans>−1 s</Trans>
            </Button>
            <Button variant="secondary" onClick={() => seek(time + 1)} aria-label={t`1 saniye ileri`}>
              <Trans>+1 s</Trans>
            </Button>
            <Button variant="ghost" onClick={() => seek(0)}>
              <Trans>Başa al</Trans>
            </Button>
          </div>
          <RangeField label={<Trans>Zaman (t)</Trans>} value={time} min={0} max={DURATION} step={0.05} valueText={t`${tText} s`} onChange={seek} />
          {reducedMotion ? (
            <p className={layout.muted}>
              <Trans>Hareket azaltma tercihiniz açık: animasyon oynatılmaz; zamanı kaydırıcıyla ya da ±1 s düğmeleriyle değiştirin.</Trans>
            </p>
          ) : null}
        </section>

        <div className={styles.graphs}>
          <LineGraph
            tone="position"
            title={t`Konum–zaman grafiği`}
            description={t`Konum–zaman grafiği. t = ${tText} s anında x = ${xText} m.`}
            xLabel={t`t (s)`}
            yLabel={t`x (m)`}
            points={samples.map((sample) => [sample.t, sample.x] as const)}
            xDomain={[0, DURATION]}
            yExtent={xExtent}
            cursor={[time, x]}
          />
          <LineGraph
            tone="velocity"
            title={t`Hız–zaman grafiği`}
            description={t`Hız–zaman grafiği. t = ${tText} s anında v = ${vText} m/s.`}
            xLabel={t`t (s)`}
            yLabel={t`v (m/s)`}
            points={samples.map((sample) => [sample.t, sample.v] as const)}
            xDomain={[0, DURATION]}
            yExtent={velocityExtent(motion, DURATION)}
            cursor={[time, v]}
          />
        </div>
      </div>

      <div className={layout.stack}>
        <section className={`${layout.panel} ${layout.stack}`} aria-labelledby="motion-settings">
          <h2 id="motion-settings" className={layout.panelTitle}>
            <Trans>Hareket</Trans>
          </h2>
          <div className={layout.segmented} role="group" aria-label={t`Hareket türü`}>
            <button type="button" className={layout.segment} aria-pressed={mode === 'uniform'} onClick={() => setMode('uniform')}>
              <Trans>Düzgün hareket</Trans>
            </button>
            <button type="button" className={layout.segment} aria-pressed={mode === 'accelerated'} onClick={() => setMode('accelerated')}>
              <Trans>İvmeli hareket</Trans>
            </button>
          </div>
          <RangeField label={<Trans>İlk konum (x₀)</Trans>} value={x0} min={-20} max={20} step={1} valueText={t`${x0Text} m`} onChange={setX0} />
          <RangeField
            label={mode === 'uniform' ? <Trans>Hız (v)</Trans> : <Trans>İlk hız (v₀)</Trans>}
            value={v0}
            min={-10}
            max={10}
            step={0.5}
            valueText={t`${v0Text} m/s`}
            onChange={setV0}
          />
          {mode === 'accelerated' ? (
            <RangeField label={<Trans>İvme (a)</Trans>} value={accel} min={-3} max={3} step={0.1} valueText={t`${aText} m/s²`} onChange={setAccel} />
          ) : null}
          <p className={styles.formula}>{xFormula}</p>
          <p className={styles.formula}>{mode === 'uniform' ? t`v = sabit` : t`v = v₀ + a·t`}</p>
        </section>

        <section className={layout.panel} aria-labelledby="motion-values">
          <h2 id="motion-values" className={layout.panelTitle}>
            <Trans>Anlık değerler</Trans>
          </h2>
          <dl className={layout.stats}>
            <Readout label={t`Zaman (t)`}>{t`${tText} s`}</Readout>
            <Readout label={t`Konum (x)`}>{t`${xText} m`}</Readout>
            <Readout label={t`Hız (v)`}>{t`${vText} m/s`}</Readout>
            <Readout label={t`Alınan yol`}>{t`${distanceText} m`}</Readout>
          </dl>
          <p className={styles.kind}>
            <MotionKindText kind={kind} />
          </p>
        </section>
      </div>
    </div>
  );
}

function MotionKindText({ kind }: { kind: MotionKind }) {
  switch (kind) {
    case 'rest':
      return <Trans>Hız sıfır: cisim duruyor, konum–zaman grafiği yatay bir çizgi.</Trans>;
    case 'uniform':
      return <Trans>Düzgün hareket: hız sabit, konum–zaman grafiği eğimli bir doğru, hız–zaman grafiği yatay.</Trans>;
    case 'speeding-up':
      return <Trans>Hızlanan hareket: hız ve ivme aynı yönde, konum–zaman grafiği giderek dikleşen bir eğri.</Trans>;
    case 'slowing-down':
      return <Trans>Yavaşlayan hareket: ivme hıza ters yönde, cisim her saniye daha az yol alıyor.</Trans>;
    case 'turning':
      return <Trans>Yön değiştiren hareket: hız sıfıra iner ve işaret değiştirir; konum–zaman grafiğinin tepe noktası o andır.</Trans>;
  }
}

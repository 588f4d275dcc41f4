import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { usePrefersReducedMotion } from '@/shared/lib/usePrefersReducedMotion.ts';
import { useAnimationFrame } from '@/shared/lib/useAnimationFrame.ts';
import { pathOf, scale } from '../../model/plot.ts';
import { formatSignificant } from '../../model/numberFormat.ts';
import { sampleWave, slowMotionFactor, type WaveParams } from '../../model/waveAnalysis/wave.ts';
import * as styles from './WaveAnalysisTool.css.ts';

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { left: 16, right: 16, top: 16, bottom: 30 };

type WavePictureProps = {
  waves: readonly WaveParams[];
  /** Metres of medium shown. */
  span: number;
  wavelength: number;
  frequency: number;
  /** Displacement that fills the picture's half-height. */
  maxAmplitude: number;
  label: string;
};

/**
 * The travelling wave, animated in slow motion (sound is far too fast for the
 * eye). With two waves, each is drawn thin and their sum thick.
 */
export function WavePicture({ waves, span, wavelength, frequency, maxAmplitude, label }: WavePictureProps) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [time, setTime] = useState(0);
  const running = !reducedMotion && !paused;
  const slow = slowMotionFactor(frequency);

  useAnimationFrame((deltaMs) => setTime((current) => current + (deltaMs / 1000) * slow), running);

  const sx = scale([0, span], [PAD.left, WIDTH - PAD.right]);
  const sy = scale([-maxAmplitude, maxAmplitude], [HEIGHT - PAD.bottom, PAD.top]);
  const toPixels = (points: [number, number][]) => pathOf(points.map(([x, y]) => [sx(x), sy(y)] as const));
  const sum = toPixels(sampleWave(waves, span, time));
  const parts = waves.length > 1 ? waves.map((wave) => toPixels(sampleWave([wave], span, time))) : [];
  const markerStart = sx(0);
  const markerEnd = sx(wavelength);
  const lambdaText = formatSignificant(wavelength, 4);
  const slowText = formatSignificant(1 / slow, 3);

  return (
    <div className={styles.picture}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.svg} role="img" aria-label={label}>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={sy(0)} y2={sy(0)} className={styles.axis} />
        {parts.map((d, index) => (
          <path key={index} d={d} className={index === 0 ? styles.partOne : styles.partTwo} />
        ))}
        <path d={sum} className={styles.wave} data-testid="wave-path" />
        <g className={styles.marker}>
          <line x1={markerStart} x2={markerEnd} y1={HEIGHT - 12} y2={HEIGHT - 12} />
          <line x1={markerStart} x2={markerStart} y1={HEIGHT - 18} y2={HEIGHT - 6} />
          <line x1={markerEnd} x2={markerEnd} y1={HEIGHT - 18} y2={HEIGHT - 6} />
        </g>
        <text x={(markerStart + markerEnd) / 2} y={HEIGHT - 16} textAnchor="middle" className={styles.markerLabel}>
          {t`λ = ${lambdaText} m`}
        </text>
      </svg>
      <div className={styles.pictureBar}>
        {reducedMotion ? (
          <p className={styles.hint}>
            <Trans>Hareket azaltma tercihiniz açık: dalga durağan gösteriliyor.</Trans>
          </p>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setPaused((value) => !value)}>
            {paused ? <Trans>Oynat</Trans> : <Trans>Dondur</Trans>}
          </Button>
        )}
        {slow < 1 ? (
          <p className={styles.hint}>
            <Trans>Ağır çekim: {slowText} kat yavaş</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}

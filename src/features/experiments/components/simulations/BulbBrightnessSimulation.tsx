import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { MAX_BATTERIES, MAX_BULBS, bulbBrightness, type BrightnessResult, type BulbConnection } from '../../model/simulations/bulbBrightness.ts';
import { formatMeasure } from './format.ts';
import { ReadoutRow } from './Readout.tsx';
import * as styles from './simulation.css.ts';

const LEVEL_WORDS: Record<BrightnessResult['level'], MessageDescriptor> = {
  1: msg`çok sönük`,
  2: msg`sönük`,
  3: msg`normal`,
  4: msg`parlak`,
  5: msg`çok parlak`,
};

type CounterProps = {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
};

function Counter({ label, value, max, onChange }: CounterProps) {
  const { t } = useLingui();
  return (
    <div className={styles.field} role="group" aria-label={label}>
      <span className={styles.fieldLabel}>
        <span>{label}</span>
        <output aria-live="polite">{value}</output>
      </span>
      <div className={styles.buttonRow}>
        <Button variant="secondary" onClick={() => onChange(value - 1)} disabled={value <= 1} aria-label={t`${label}: azalt`}>
          −
        </Button>
        <Button variant="secondary" onClick={() => onChange(value + 1)} disabled={value >= max} aria-label={t`${label}: artır`}>
          +
        </Button>
      </div>
    </div>
  );
}

/** Batteries and identical bulbs: the bulbs glow by Ohm's law in simple terms, series or parallel. */
export default function BulbBrightnessSimulation() {
  const { t, i18n } = useLingui();
  const [batteries, setBatteries] = useState(1);
  const [bulbs, setBulbs] = useState(1);
  const [connection, setConnection] = useState<BulbConnection>('series');
  const result = bulbBrightness(batteries, bulbs, connection);
  const levelWord = i18n._(LEVEL_WORDS[result.level]);
  const voltsText = formatMeasure(result.volts);
  const currentText = formatMeasure(result.batteryCurrent);
  const glowRadius = 14 + result.level * 7;
  const glowOpacity = 0.12 + result.level * 0.12;
  const bulbXs = Array.from({ length: bulbs }, (_, index) => (connection === 'series' ? 200 + (index - (bulbs - 1) / 2) * 90 : 120 + index * 90));

  return (
    <div className={styles.layout}>
      <figure className={styles.figure}>
        <svg viewBox="0 0 400 240" className={styles.svg} role="img" aria-label={t`${batteries} pil ve ${bulbs} ampul; her ampul ${levelWord} yanıyor.`}>
          <rect x="30" y="40" width="340" height="160" fill="none" stroke="#e2e8f0" strokeWidth="3" />
          {connection === 'parallel' ? bulbXs.map((x) => <line key={x} x1={x} y1="40" x2={x} y2="200" stroke="#e2e8f0" strokeWidth="3" />) : null}
          {bulbXs.map((x) => {
            const y = connection === 'series' ? 40 : 110;
            return (
              <g key={x}>
                <circle className={styles.glow} cx={x} cy={y} r={glowRadius} fill="#facc15" opacity={glowOpacity} />
                <circle cx={x} cy={y} r="15" fill="#fde047" stroke="#e2e8f0" strokeWidth="2" />
                <path d={`M${x - 7} ${y + 3} q3.5 -9 7 0 q3.5 -9 7 0`} stroke="#92400e" strokeWidth="1.5" fill="none" />
              </g>
            );
          })}
          {Array.from({ length: batteries }, (_, index) => {
            const x = 200 + (index - (batteries - 1) / 2) * 56 - 24;
            return (
              <g key={index}>
                <rect x={x} y="188" width="48" height="24" rx="4" fill="#16a34a" stroke="#e2e8f0" strokeWidth="2" />
                <text x={x + 10} y="205" fill="#ffffff" fontSize="13" fontWeight="700" textAnchor="middle">
                  −
                </text>
                <text x={x + 38} y="205" fill="#ffffff" fontSize="13" fontWeight="700" textAnchor="middle">
                  +
                </text>
              </g>
            );
          })}
          <text x="200" y="232" fill="#e2e8f0" fontSize="12" textAnchor="middle">{t`${voltsText} volt`}</text>
        </svg>
        <figcaption className={styles.figureCaption}>
          <Trans>Her pil 1,5 volt. Ampuller özdeş.</Trans>
        </figcaption>
      </figure>

      <div className={styles.controls}>
        <Counter label={t`Pil sayısı`} value={batteries} max={MAX_BATTERIES} onChange={setBatteries} />
        <Counter label={t`Ampul sayısı`} value={bulbs} max={MAX_BULBS} onChange={setBulbs} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Ampuller nasıl bağlı?</Trans>
          </legend>
          <div className={styles.buttonRow} role="radiogroup" aria-label={t`Bağlama şekli`}>
            {(['series', 'parallel'] as const).map((value) => (
              <button key={value} type="button" aria-pressed={connection === value} className={styles.toggle} onClick={() => setConnection(value)}>
                {value === 'series' ? t`Seri (ard arda)` : t`Paralel (ayrı kollar)`}
              </button>
            ))}
          </div>
        </fieldset>
        <dl className={styles.readout} aria-live="polite">
          <ReadoutRow label={<Trans>Toplam voltaj</Trans>}>
            <Trans>{voltsText} V</Trans>
          </ReadoutRow>
          <ReadoutRow label={<Trans>Her ampul</Trans>}>{levelWord}</ReadoutRow>
          <ReadoutRow label={<Trans>Pillerin verdiği akım</Trans>}>
            <Trans>1 pil + 1 ampulün {currentText} katı</Trans>
          </ReadoutRow>
        </dl>
        {connection === 'parallel' && bulbs > 1 ? (
          <p className={styles.note} data-tone="warning">
            <Trans>Paralel bağlı ampuller parlak yanar ama piller daha çok akım verir ve daha çabuk biter.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}

import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { CIRCUIT_PARTS, OPEN_KIT, circuitStatus, type CircuitPart, type CircuitParts } from '../../model/simulations/circuit.ts';
import * as styles from './simulation.css.ts';

const PART_LABELS: Record<CircuitPart, MessageDescriptor> = {
  battery: msg`Pil`,
  wire1: msg`1. kablo (pil → ampul)`,
  bulb: msg`Ampul`,
  wire2: msg`2. kablo (ampul → anahtar)`,
  switch: msg`Anahtarı kapat`,
  wire3: msg`3. kablo (anahtar → pil)`,
};

const MISSING_NAMES: Record<CircuitPart, MessageDescriptor> = {
  battery: msg`pil takılı değil`,
  wire1: msg`1. kablo bağlı değil`,
  bulb: msg`ampul duya takılı değil`,
  wire2: msg`2. kablo bağlı değil`,
  switch: msg`anahtar açık`,
  wire3: msg`3. kablo bağlı değil`,
};

const ON = '#facc15';
const OFF = '#64748b';
const wire = (inPlace: boolean, closed: boolean) => ({
  stroke: inPlace ? (closed ? '#f59e0b' : '#e2e8f0') : OFF,
  strokeWidth: 5,
  strokeDasharray: inPlace ? undefined : '8 8',
  strokeLinecap: 'round' as const,
});

/** Put the parts of a simple circuit in place one by one; the bulb lights only when the loop is closed. */
export default function CircuitBuilderSimulation() {
  const { t, i18n } = useLingui();
  const [parts, setParts] = useState<CircuitParts>(OPEN_KIT);
  const { closed, missing } = circuitStatus(parts);
  const toggle = (part: CircuitPart) => setParts((current) => ({ ...current, [part]: !current[part] }));
  const missingText = new Intl.ListFormat('tr-TR', {
    style: 'long',
    type: 'conjunction',
  }).format(missing.map((part) => i18n._(MISSING_NAMES[part])));

  return (
    <div className={styles.layout}>
      <figure className={styles.figure}>
        <svg viewBox="0 0 400 240" className={styles.svg} role="img" aria-label={closed ? t`Devre kapalı, ampul yanıyor.` : t`Devre açık, ampul yanmıyor.`}>
          {/* Loop: battery on the left, bulb on top, switch on the right, wire 3 along the bottom. */}
          <line x1="60" y1="90" x2="60" y2="40" {...wire(parts.wire1, closed)} />
          <line x1="60" y1="40" x2="170" y2="40" {...wire(parts.wire1, closed)} />
          <line x1="230" y1="40" x2="340" y2="40" {...wire(parts.wire2, closed)} />
          <line x1="340" y1="40" x2="340" y2="100" {...wire(parts.wire2, closed)} />
          <line x1="340" y1="160" x2="340" y2="200" {...wire(parts.wire3, closed)} />
          <line x1="340" y1="200" x2="60" y2="200" {...wire(parts.wire3, closed)} />
          <line x1="60" y1="200" x2="60" y2="160" {...wire(parts.wire3, closed)} />

          <g opacity={parts.battery ? 1 : 0.35}>
            <rect
              x="40"
              y="90"
              width="40"
              height="70"
              rx="6"
              fill={parts.battery ? '#16a34a' : 'none'}
              stroke="#e2e8f0"
              strokeWidth="2"
              strokeDasharray={parts.battery ? undefined : '6 6'}
            />
            <rect x="52" y="84" width="16" height="6" fill="#e2e8f0" />
            <text x="60" y="122" fill="#ffffff" fontSize="16" fontWeight="700" textAnchor="middle">
              +
            </text>
            <text x="60" y="150" fill="#ffffff" fontSize="16" fontWeight="700" textAnchor="middle">
              −
            </text>
          </g>

          <circle className={styles.glow} cx="200" cy="40" r={closed ? 42 : 0} fill={ON} opacity={closed ? 0.35 : 0} />
          <g opacity={parts.bulb ? 1 : 0.35}>
            <circle cx="200" cy="40" r="22" fill={closed ? ON : '#cbd5e1'} stroke="#e2e8f0" strokeWidth="2" strokeDasharray={parts.bulb ? undefined : '6 6'} />
            <path d="M190 44 q5 -12 10 0 q5 -12 10 0" stroke={closed ? '#92400e' : '#475569'} strokeWidth="2" fill="none" />
          </g>
          <rect x="188" y="62" width="24" height="12" fill="#94a3b8" />

          <circle cx="340" cy="100" r="5" fill="#e2e8f0" />
          <circle cx="340" cy="160" r="5" fill="#e2e8f0" />
          <line
            x1="340"
            y1="160"
            x2={parts.switch ? 340 : 372}
            y2={parts.switch ? 100 : 112}
            stroke={parts.switch ? (closed ? '#f59e0b' : '#e2e8f0') : '#cbd5e1'}
            strokeWidth="5"
            strokeLinecap="round"
          />
          <text x="60" y="228" fill="#e2e8f0" fontSize="12" textAnchor="middle">{t`Pil`}</text>
          <text x="200" y="92" fill="#e2e8f0" fontSize="12" textAnchor="middle">{t`Ampul`}</text>
          <text x="340" y="228" fill="#e2e8f0" fontSize="12" textAnchor="middle">{t`Anahtar`}</text>
        </svg>
        <figcaption className={styles.figureCaption}>
          <Trans>Kesikli çizgiler henüz yerine takılmamış parçalar.</Trans>
        </figcaption>
      </figure>

      <div className={styles.controls}>
        <div className={styles.toggleGrid} role="group" aria-label={t`Devre parçaları`}>
          {CIRCUIT_PARTS.map((part) => (
            <button key={part} type="button" className={styles.toggle} aria-pressed={parts[part]} onClick={() => toggle(part)}>
              {parts[part] ? '✓ ' : ''}
              {i18n._(PART_LABELS[part])}
            </button>
          ))}
        </div>
        <p className={styles.note} data-tone={closed ? 'success' : 'info'} role="status">
          {closed ? (
            <Trans>Ampul yanıyor! Devre kapalı: elektrik pilden çıkıp pile dönen tam bir yol buldu.</Trans>
          ) : (
            <Trans>Ampul yanmıyor, devre açık: {missingText}.</Trans>
          )}
        </p>
        <div className={styles.buttonRow}>
          <Button variant="secondary" onClick={() => setParts(OPEN_KIT)}>
            <Trans>Devreyi sök</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}

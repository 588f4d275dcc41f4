import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { INCIDENCE_RANGE, hitsTarget, rayPoint, reflectionAngle } from '../../model/simulations/reflection.ts';
import { RangeField } from '@/shared/ui/form/RangeField.tsx';
import { ReadoutRow } from './Readout.tsx';
import * as styles from './simulation.css.ts';

const HIT = { x: 200, y: 200 };
const RAY_LENGTH = 170;
const TARGETS = [20, 30, 40, 50, 60, 70] as const;

const at = (angle: number, ray: 'incoming' | 'reflected', length = RAY_LENGTH) => {
  const point = rayPoint(angle, length, ray);
  return { x: HIT.x + point.x, y: HIT.y + point.y };
};

/** A torch beam on a plane mirror: set the angle of incidence and steer the reflection onto a star. */
export default function ReflectionAngleSimulation() {
  const { t } = useLingui();
  const [incidence, setIncidence] = useState(30);
  const [target, setTarget] = useState<number>(50);
  const reflection = reflectionAngle(incidence);
  const hit = hitsTarget(incidence, target);

  const start = at(incidence, 'incoming');
  const end = at(reflection, 'reflected');
  const star = at(target, 'reflected', RAY_LENGTH + 8);
  const incidenceLabel = at(incidence / 2, 'incoming', 55);
  const reflectionLabel = at(reflection / 2, 'reflected', 55);

  const nextTarget = () => {
    const others = TARGETS.filter((angle) => angle !== target);
    setTarget(others[Math.floor(Math.random() * others.length)] ?? 50);
  };

  return (
    <div className={styles.layout}>
      <figure className={styles.figure}>
        <svg
          viewBox="0 0 400 230"
          className={styles.svg}
          role="img"
          aria-label={t`Düz ayna, normal ve ışınlar. Gelme açısı ${incidence} derece, yansıma açısı ${reflection} derece.`}
        >
          <defs>
            <marker id="reflection-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" fill="#facc15" />
            </marker>
          </defs>
          <rect x="30" y={HIT.y} width="340" height="8" fill="#cbd5e1" />
          <rect x="30" y={HIT.y + 8} width="340" height="14" fill="#475569" />
          <line x1={HIT.x} y1={HIT.y} x2={HIT.x} y2="20" stroke="#e2e8f0" strokeDasharray="6 5" strokeWidth="1.5" />
          <text x={HIT.x + 6} y="30" fill="#e2e8f0" fontSize="12">{t`Normal`}</text>
          <text x={star.x} y={star.y} fontSize="26" textAnchor="middle" dominantBaseline="middle" fill={hit ? '#facc15' : '#94a3b8'}>
            ★
          </text>
          <Ray from={start} to={HIT} color="#facc15" />
          <Ray from={HIT} to={end} color="#fb923c" />
          <circle cx={start.x} cy={start.y} r="8" fill="#facc15" />
          <text x={incidenceLabel.x - 4} y={incidenceLabel.y} fill="#fde68a" fontSize="13" textAnchor="end">{`${incidence}°`}</text>
          <text x={reflectionLabel.x + 4} y={reflectionLabel.y} fill="#fed7aa" fontSize="13">{`${reflection}°`}</text>
          <text x="36" y="224" fill="#e2e8f0" fontSize="12">{t`Düz ayna`}</text>
        </svg>
        <figcaption className={styles.figureCaption}>
          <Trans>Sarı: gelen ışın. Turuncu: yansıyan ışın. Açılar kesikli normal çizgisinden ölçülür.</Trans>
        </figcaption>
      </figure>

      <div className={styles.controls}>
        <RangeField label={t`Gelme açısı`} valueText={t`${incidence} derece`} value={incidence} {...INCIDENCE_RANGE} onChange={setIncidence} />
        <dl className={styles.readout} aria-live="polite">
          <ReadoutRow label={<Trans>Gelme açısı</Trans>}>{`${incidence}°`}</ReadoutRow>
          <ReadoutRow label={<Trans>Yansıma açısı</Trans>}>{`${reflection}°`}</ReadoutRow>
          <ReadoutRow label={<Trans>Yıldızın açısı</Trans>}>{`${target}°`}</ReadoutRow>
        </dl>
        <p className={styles.note} data-tone={hit ? 'success' : 'info'} role="status">
          {hit ? <Trans>Tam isabet! Yansıyan ışın yıldıza ulaştı.</Trans> : <Trans>Yansıyan ışın henüz yıldıza ulaşmadı.</Trans>}
        </p>
        <div className={styles.buttonRow}>
          <Button variant="secondary" onClick={nextTarget}>
            <Trans>Yeni yıldız</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}

type Point = { x: number; y: number };

/** A light ray with its arrowhead where it ends. */
function Ray({ from, to, color }: { from: Point; to: Point; color: string }) {
  return <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} stroke={color} strokeWidth="3" markerEnd="url(#reflection-arrow)" />;
}

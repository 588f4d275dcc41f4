import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/Button.tsx';
import { HOLE_OFFSET_RANGE, cardsPassed, reachesScreen } from './model/lightPath.ts';
import * as styles from './simulation.css.ts';

const CARD_XS = [130, 210, 290] as const;
const AXIS_Y = 110;
const STEP_PX = 28;

/** Three cards with holes between a torch and a screen: light gets through only when the holes line up. */
export default function LightPathSimulation() {
  const { t } = useLingui();
  const [offsets, setOffsets] = useState<number[]>([0, 1, -1]);
  const passed = cardsPassed(offsets);
  const reached = reachesScreen(offsets);
  const beamEnd = reached ? 360 : (CARD_XS[passed] ?? 360);

  const move = (card: number, direction: -1 | 1) =>
    setOffsets((current) =>
      current.map((offset, index) =>
        index === card ? Math.min(HOLE_OFFSET_RANGE.max, Math.max(HOLE_OFFSET_RANGE.min, offset + direction)) : offset,
      ),
    );

  return (
    <div className={styles.layout}>
      <figure className={styles.figure}>
        <svg
          viewBox="0 0 400 220"
          className={styles.svg}
          role="img"
          aria-label={reached ? t`Işık üç delikten geçip perdeye ulaştı.` : t`Işık kartlardan birine takıldı.`}
        >
          <line x1="40" y1={AXIS_Y} x2={beamEnd} y2={AXIS_Y} stroke="#facc15" strokeWidth="6" strokeLinecap="round" />
          <circle cx="36" cy={AXIS_Y} r="10" fill="#facc15" />
          {CARD_XS.map((x, index) => {
            const holeY = AXIS_Y + (offsets[index] ?? 0) * STEP_PX;
            return (
              <g key={x}>
                <rect x={x - 5} y="30" width="10" height={holeY - 8 - 30} fill="#a16207" />
                <rect x={x - 5} y={holeY + 8} width="10" height={190 - holeY - 8} fill="#a16207" />
                <text x={x} y="210" fill="#e2e8f0" fontSize="12" textAnchor="middle">{`${index + 1}`}</text>
              </g>
            );
          })}
          <rect x="360" y="30" width="12" height="160" fill="#f8fafc" />
          {reached ? <circle cx="360" cy={AXIS_Y} r="10" fill="#facc15" /> : null}
        </svg>
        <figcaption className={styles.figureCaption}>
          <Trans>Fener solda, perde sağda. Kartların deliklerini yukarı ya da aşağı kaydır.</Trans>
        </figcaption>
      </figure>

      <div className={styles.controls}>
        {offsets.map((_, index) => {
          const number = index + 1;
          return (
            <div key={number} className={styles.field} role="group" aria-label={t`${number}. kart`}>
              <span className={styles.fieldLabel}>
                <Trans>{number}. kartın deliği</Trans>
              </span>
              <div className={styles.buttonRow}>
                <Button
                  variant="secondary"
                  onClick={() => move(index, -1)}
                  aria-label={t`${number}. kartın deliğini yukarı kaydır`}
                >
                  ↑
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => move(index, 1)}
                  aria-label={t`${number}. kartın deliğini aşağı kaydır`}
                >
                  ↓
                </Button>
              </div>
            </div>
          );
        })}
        <p className={styles.note} data-tone={reached ? 'success' : 'info'} role="status">
          {reached ? (
            <Trans>Işık perdeye ulaştı! Delikler aynı doğru üzerinde, çünkü ışık doğrusal yayılır.</Trans>
          ) : (
            <Trans>Işık perdeye ulaşamadı. Delikleri fenerle aynı doğruya getir.</Trans>
          )}
        </p>
      </div>
    </div>
  );
}

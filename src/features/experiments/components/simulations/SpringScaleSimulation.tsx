import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { numberFormat } from '@/shared/i18n/format.ts';
import { AVAILABLE_MASSES_G, GRAVITY_N_PER_KG, SCALE_CAPACITY_N, STRETCH_PER_NEWTON, readScale } from '../../model/simulations/springScale.ts';
import { Readout } from './Readout.tsx';
import { SimulationFigure } from './SimulationFigure.tsx';
import * as css from './SpringScaleSimulation.css.ts';

const MAX_PIECES = 4;
const TOP = 30;
const REST_LENGTH = 40;
const BODY_BOTTOM = TOP + REST_LENGTH + SCALE_CAPACITY_N * STRETCH_PER_NEWTON + 14;
/** Tall enough for the longest stretch with the most masses, so the picture never rescales. */
const VIEW_HEIGHT = 450;
const MARKS = Array.from({ length: SCALE_CAPACITY_N + 1 }, (_, n) => n);
const number = numberFormat({ maximumFractionDigits: 2 });

/** A zigzag spring from y0 to y1 around x. */
function springPath(x: number, y0: number, y1: number): string {
  const turns = 10;
  const step = (y1 - y0) / turns;
  let d = `M${x} ${y0}`;
  for (let i = 1; i <= turns; i++) d += ` L${x + (i % 2 === 0 ? -8 : 8)} ${y0 + step * (i - 0.5)}`;
  return `${d} L${x} ${y1}`;
}

export default function SpringScaleSimulation() {
  const { t } = useLingui();
  const [masses, setMasses] = useState<number[]>([]);
  const reading = readScale(masses);
  const springEnd = TOP + REST_LENGTH + reading.stretch;
  // The rod leaves the bottom of the case, so the hook and masses hang below the scale.
  const hookY = BODY_BOTTOM + 12 + reading.stretch;

  const massText = number.format(reading.massGrams);
  const kilogramText = number.format(reading.massGrams / 1000);
  const forceText = number.format(reading.forceNewtons);
  const shownText = number.format(reading.shownNewtons);
  const gText = number.format(GRAVITY_N_PER_KG);

  const blocks = masses.reduce<{ key: number; label: string; y: number; height: number; width: number }[]>((list, grams, index) => {
    const previous = list.at(-1);
    const y = previous ? previous.y + previous.height + 2 : hookY + 8;
    const gramsLabel = number.format(grams);
    return [
      ...list,
      {
        key: index,
        label: t`${gramsLabel} g`,
        y,
        height: 14 + grams / 60,
        width: 34 + grams / 10,
      },
    ];
  }, []);

  return (
    <div className={css.root}>
      <div className={css.stage}>
        <SimulationFigure viewBox={`0 0 260 ${VIEW_HEIGHT}`} label={t`Dinamometre: asılan kütle ${massText} gram, gösterge ${shownText} newton.`}>
          <rect x={20} y={6} width={220} height={12} rx={4} fill="#44524a" />
          <line x1={100} x2={100} y1={18} y2={TOP} stroke="#44524a" strokeWidth={3} />
          {/* The scale body: the marks stay still, the pointer moves with the spring. */}
          <rect x={70} y={TOP} width={60} height={BODY_BOTTOM - TOP} rx={8} fill="#eef4ef" stroke="#44524a" strokeWidth={2} />
          {MARKS.map((n) => {
            const markY = TOP + REST_LENGTH + n * STRETCH_PER_NEWTON;
            const markLabel = number.format(n);
            return (
              <g key={n}>
                <line x1={118} x2={130} y1={markY} y2={markY} stroke="#1b2a22" strokeWidth={1.5} />
                <text x={138} y={markY + 4} fontSize={11} fill="#1b2a22">
                  {t`${markLabel} N`}
                </text>
              </g>
            );
          })}
          <path d={springPath(96, TOP + 4, springEnd)} fill="none" stroke="#1d6fb8" strokeWidth={2.5} />
          <rect x={80} y={springEnd - 3} width={42} height={6} rx={2} fill="#b93f0a" />
          <line x1={100} x2={100} y1={springEnd} y2={hookY} stroke="#44524a" strokeWidth={3} />
          <path d={`M100 ${hookY} q0 8 -8 8`} fill="none" stroke="#44524a" strokeWidth={3} />
          {blocks.map((block) => (
            <g key={block.key}>
              <rect x={100 - block.width / 2} y={block.y} width={block.width} height={block.height} rx={4} fill="#93a89a" stroke="#1b2a22" />
              <text x={100} y={block.y + block.height / 2 + 4} textAnchor="middle" fontSize={10} fill="#1b2a22">
                {block.label}
              </text>
            </g>
          ))}
        </SimulationFigure>
        <dl className={css.readouts}>
          <Readout label={<Trans>Asılan kütle</Trans>}>
            <Trans>{massText} g</Trans>
          </Readout>
          <Readout label={<Trans>Dinamometrenin gösterdiği</Trans>}>
            <Trans>{shownText} N</Trans>
          </Readout>
        </dl>
      </div>

      <div className={css.controls} role="group" aria-label={t`Kütle ekle`}>
        {AVAILABLE_MASSES_G.map((grams) => {
          const gramsText = number.format(grams);
          return (
            <Button key={grams} variant="secondary" size="sm" disabled={masses.length >= MAX_PIECES} onClick={() => setMasses((list) => [...list, grams])}>
              <Trans>+ {gramsText} g as</Trans>
            </Button>
          );
        })}
        <Button variant="ghost" size="sm" disabled={masses.length === 0} onClick={() => setMasses((list) => list.slice(0, -1))}>
          <Trans>Sonuncuyu çıkar</Trans>
        </Button>
        <Button variant="ghost" size="sm" disabled={masses.length === 0} onClick={() => setMasses([])}>
          <Trans>Hepsini çıkar</Trans>
        </Button>
      </div>

      <p className={css.formula}>
        <Trans>
          F = m · g = {kilogramText} kg · {gText} N/kg = {forceText} N
        </Trans>
      </p>
      {reading.overCapacity ? (
        <p className={css.warning} role="alert">
          <Trans>
            Dikkat! {forceText} N, bu dinamometrenin ölçebileceği en büyük değer olan 10 N'dan fazla. Yay aşırı gerilip bozulabilir; bir kütleyi çıkar.
          </Trans>
        </p>
      ) : (
        <p className={css.status} aria-live="polite">
          {masses.length === 0 ? (
            <Trans>Kancaya kütle as ve yayın ne kadar uzadığını izle.</Trans>
          ) : (
            <Trans>Asılan kütle arttıkça yay daha çok uzar ve dinamometre daha büyük bir kuvvet gösterir.</Trans>
          )}
        </p>
      )}
      <p className={css.note}>
        <Trans>Dünya'da 1 kg kütleli bir cismin ağırlığı yaklaşık 9,8 N'dur (g = 9,8 N/kg). Kuvvetin birimi newtondur ve N ile gösterilir.</Trans>
      </p>
    </div>
  );
}

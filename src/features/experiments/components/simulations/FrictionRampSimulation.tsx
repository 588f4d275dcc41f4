import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button.tsx';
import { RangeField } from '@/shared/ui/form/RangeField.tsx';
import { numberFormat } from '@/shared/i18n/format.ts';
import { usePrefersReducedMotion } from '@/shared/lib/usePrefersReducedMotion.ts';
import { useAnimationFrame } from '@/shared/lib/useAnimationFrame.ts';
import { BOX_MASSES_KG, MAX_PUSH_N, PUSH_SECONDS, SURFACES, push, type SurfaceId } from '../../model/simulations/frictionRamp.ts';
import { Readout } from './Readout.tsx';
import { SimulationFigure } from './SimulationFigure.tsx';
import * as css from './FrictionRampSimulation.css.ts';

const TRACK = { left: 20, right: 380, floorY: 130 } as const;
const BOX_SIZE = 56;
const START_X = 110;
/** Drawing units per metre of sliding; the box stops at the end of the floor. */
const PX_PER_METRE = 40;
const ARROW_PX_PER_NEWTON = 1;
const FLOOR_COLOURS: Record<SurfaceId, string> = {
  ice: '#cfe8fb',
  wood: '#b7834f',
  carpet: '#b3364a',
  sandpaper: '#8f7d5c',
};
const number = numberFormat({ maximumFractionDigits: 1 });

export default function FrictionRampSimulation() {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const [surface, setSurface] = useState<SurfaceId>('wood');
  const [massKg, setMassKg] = useState<number>(5);
  const [pushN, setPushN] = useState(20);
  /** Seconds into the current push; null before pushing. */
  const [pushedFor, setPushedFor] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);

  const result = push(surface, massKg, pushN);
  const surfaceNames: Record<SurfaceId, string> = {
    ice: t`Buz`,
    wood: t`Tahta`,
    carpet: t`Halı`,
    sandpaper: t`Zımpara`,
  };

  useAnimationFrame((_delta, elapsedMs) => {
    const seconds = Math.min(PUSH_SECONDS, elapsedMs / 1000);
    setPushedFor(seconds);
    if (seconds >= PUSH_SECONDS) {
      setPlaying(false);
      return false;
    }
  }, playing);

  const change = (update: () => void) => {
    update();
    setPlaying(false);
    setPushedFor(null);
  };
  const onPush = () => {
    if (reducedMotion) {
      setPushedFor(PUSH_SECONDS);
    } else {
      setPushedFor(0);
      setPlaying(true);
    }
  };

  const elapsed = pushedFor ?? 0;
  const slidMetres = 0.5 * result.accelerationMs2 * elapsed ** 2;
  const maxX = TRACK.right - BOX_SIZE;
  const boxX = Math.min(maxX, START_X + slidMetres * PX_PER_METRE);
  const wobble = !result.moves && playing ? Math.sin(elapsed * 40) * 2 : 0;
  const pushing = pushedFor !== null && pushN > 0;
  const done = pushedFor !== null && pushedFor >= PUSH_SECONDS;

  const pushText = number.format(pushN);
  const frictionText = number.format(result.maxStaticFrictionN);
  const distanceText = number.format(result.distanceM);
  const massText = number.format(massKg);
  const surfaceName = surfaceNames[surface];

  return (
    <div className={css.root}>
      <SimulationFigure viewBox="0 56 400 106" label={t`${massText} kg'lık kutu ${surfaceName} zeminde, ${pushText} N kuvvetle itiliyor.`}>
        <rect x={TRACK.left} y={TRACK.floorY} width={TRACK.right - TRACK.left} height={22} fill={FLOOR_COLOURS[surface]} stroke="#44524a" />
        {surface === 'sandpaper' || surface === 'carpet'
          ? Array.from({ length: 45 }, (_, i) => (
              <circle key={i} cx={TRACK.left + 4 + i * 8} cy={TRACK.floorY + 5 + (i % 3) * 6} r={1.5} fill="#1b2a22" opacity={0.5} />
            ))
          : null}
        {surface === 'wood'
          ? [6, 12, 17].map((dy) => (
              <line key={dy} x1={TRACK.left} x2={TRACK.right} y1={TRACK.floorY + dy} y2={TRACK.floorY + dy} stroke="#7a5230" strokeWidth={1} />
            ))
          : null}
        <g transform={`translate(${boxX + wobble} ${TRACK.floorY - BOX_SIZE})`}>
          <rect width={BOX_SIZE} height={BOX_SIZE} rx={4} fill="#d9a441" stroke="#5c3d0e" strokeWidth={2} />
          <text x={BOX_SIZE / 2} y={BOX_SIZE / 2 + 5} textAnchor="middle" fontSize={13} fontWeight={700} fill="#1b2a22">
            {t`${massText} kg`}
          </text>
          {pushing && pushN > 0 ? (
            <g>
              <line x1={-8 - pushN * ARROW_PX_PER_NEWTON} x2={-8} y1={BOX_SIZE / 2} y2={BOX_SIZE / 2} stroke="#166534" strokeWidth={5} />
              <path d={`M-8 ${BOX_SIZE / 2} l-10 -7 v14 z`} fill="#166534" transform={`translate(8 0)`} />
            </g>
          ) : null}
          {pushing && result.frictionN > 0 ? (
            <g>
              <line
                x1={BOX_SIZE / 2}
                x2={BOX_SIZE / 2 - result.frictionN * ARROW_PX_PER_NEWTON}
                y1={BOX_SIZE + 8}
                y2={BOX_SIZE + 8}
                stroke="#b91c1c"
                strokeWidth={4}
              />
              <path d={`M${BOX_SIZE / 2 - result.frictionN * ARROW_PX_PER_NEWTON - 8} ${BOX_SIZE + 8} l10 -6 v12 z`} fill="#b91c1c" />
            </g>
          ) : null}
        </g>
      </SimulationFigure>

      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Zemin</Trans>
        </legend>
        {SURFACES.map((s) => (
          <label key={s.id} className={css.chip}>
            <input
              className={css.chipInput}
              type="radio"
              name="friction-surface"
              value={s.id}
              checked={surface === s.id}
              onChange={() => change(() => setSurface(s.id))}
            />
            {surfaceNames[s.id]}
          </label>
        ))}
      </fieldset>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          <Trans>Kutunun kütlesi</Trans>
        </legend>
        {BOX_MASSES_KG.map((kg) => {
          const kgText = number.format(kg);
          return (
            <label key={kg} className={css.chip}>
              <input
                className={css.chipInput}
                type="radio"
                name="friction-mass"
                value={kg}
                checked={massKg === kg}
                onChange={() => change(() => setMassKg(kg))}
              />
              {t`${kgText} kg`}
            </label>
          );
        })}
      </fieldset>
      <div className={css.controls}>
        <RangeField
          className={css.field}
          label={<Trans>İtme kuvveti: {pushText} N</Trans>}
          readout={null}
          min={0}
          max={MAX_PUSH_N}
          step={2}
          value={pushN}
          valueText={t`${pushText} newton`}
          onChange={(value) => change(() => setPushN(value))}
        />
        <Button onClick={onPush} disabled={playing}>
          <Trans>Kutuyu it</Trans>
        </Button>
      </div>

      <dl className={css.readouts}>
        <Readout label={<Trans>İtme kuvveti</Trans>}>
          <Trans>{pushText} N</Trans>
        </Readout>
        <Readout label={<Trans>Kutuyu tutabilen en büyük sürtünme</Trans>}>
          <Trans>{frictionText} N</Trans>
        </Readout>
      </dl>

      <p className={[css.status, done ? (result.moves ? css.moved : css.stayed) : ''].filter(Boolean).join(' ')} aria-live="polite">
        {!done ? (
          <Trans>Zemini ve itme kuvvetini seç, sonra “Kutuyu it” düğmesine bas.</Trans>
        ) : result.moves ? (
          <Trans>
            Kutu hareket etti ve 2 saniyede {distanceText} m kaydı. İtme kuvveti ({pushText} N), sürtünmenin dayanabileceğinden ({frictionText} N) büyük:
            kuvvetler dengelenmemiş.
          </Trans>
        ) : (
          <Trans>Kutu yerinden kıpırdamadı. Sürtünme kuvveti itmeni dengeledi; bu zeminde {frictionText} N'a kadar dengeleyebilir.</Trans>
        )}
      </p>
      <p className={css.note}>
        <Trans>
          Yeşil ok itme kuvvetini, kırmızı ok sürtünme kuvvetini gösterir. Bu bir modeldir: sürtünme katsayıları yaklaşıktır ve g = 9,8 N/kg alınmıştır.
        </Trans>
      </p>
    </div>
  );
}

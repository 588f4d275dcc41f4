import { useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { NetSquare } from '../../content/manipulativeTypes.ts';
import { faceFold, netTree, type NetLink } from '../../model/manipulatives/netFold.ts';
import { foldNet, type CubeFace } from '../../model/manipulatives/solidNet.ts';
import { sliderKeyDown } from './sliderKeys.ts';
import * as css from './SolidNetManipulative.css.ts';

const RANGE = { min: 0, max: 100, step: 10, bigStep: 50 };

/** Where a face sits and how far it has turned: the first square at its place on the table, the others on their parent's side. */
function faceStyle(link: NetLink | null, square: NetSquare, corner: NetSquare, percent: number): CSSProperties {
  if (!link) return { left: (square[0] - corner[0]) * css.FACE_PX, top: (square[1] - corner[1]) * css.FACE_PX };
  const fold = faceFold(link.direction, percent / 100);
  return {
    left: `${fold.offset[0] * 100}%`,
    top: `${fold.offset[1] * 100}%`,
    transformOrigin: `${fold.origin[0] * 100}% ${fold.origin[1] * 100}%`,
    transform: `rotate${fold.axis}(${fold.degrees}deg)`,
  };
}

/**
 * Which squares sit on each face of the folded net, as the view shows it: the first square (the model's
 * bottom face) on top, the rest folded behind it. "üst yüzde 1, ön yüzde 3 ve 5, …".
 */
function useFaceWords() {
  const { t } = useLingui();
  const faceName: Record<CubeFace, string> = { bottom: t`üst`, top: t`alt`, south: t`ön`, north: t`arka`, east: t`sağ`, west: t`sol` };
  const and = t`ve`;
  return (faces: readonly CubeFace[]) =>
    (['bottom', 'south', 'east', 'north', 'west', 'top'] as const)
      .map((face) => {
        const name = faceName[face];
        const list = faces.flatMap((on, i) => (on === face ? [i + 1] : [])).join(` ${and} `);
        return list === '' ? t`${name} yüz boş` : t`${name} yüzde ${list}`;
      })
      .join(', ');
}

/**
 * A cube net folding in 3D (CSS transforms): each square is nested in the square it hangs on in the net's
 * spanning tree and turns about their shared side, so the turns add up down the tree. A slider (arrow keys,
 * Home, End, or a drag) and the Katla and Aç buttons set how far; the turn is a transition, which the
 * global reduced-motion rule cuts to a jump. A shape that is no cube net shows two squares on one face.
 */
export function NetFold({ net }: { net: readonly NetSquare[] }) {
  const { t } = useLingui();
  const faceWords = useFaceWords();
  const [percent, setPercent] = useState(0);
  const tree = netTree(net);
  const folded = foldNet(net);
  if (!tree || !folded) return null;
  const corner: NetSquare = [Math.min(...net.map((s) => s[0])), Math.min(...net.map((s) => s[1]))];
  const columns = Math.max(...net.map((s) => s[0])) - corner[0] + 1;
  const rows = Math.max(...net.map((s) => s[1])) - corner[1] + 1;

  const face = (i: number): ReactNode => (
    <div key={i} className={css.face} data-base={i === 0} style={faceStyle(tree.links[i] ?? null, net[i]!, corner, percent)}>
      {i + 1}
      {tree.order.filter((j) => tree.links[j]?.parent === i).map(face)}
    </div>
  );

  const pointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons === 0) return;
    // Keep the drag when the finger leaves the track.
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setPercent(Math.round(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * 10) * 10);
  };

  const faces = new Set(folded.faces).size;
  const done = percent === 100;
  const words = faceWords(folded.faces);
  const picture = percent === 0 ? t`Açınım düz duruyor.` : done ? t`Katlanan açınım: ${words}.` : t`Açınım yüzde ${percent} katlandı.`;
  return (
    <div className={css.fold}>
      <div className={css.stage} role="img" aria-label={picture} style={{ height: (Math.max(columns, rows) * 0.7 + 2.5) * css.FACE_PX }}>
        <div className={css.scene} style={{ width: columns * css.FACE_PX, height: rows * css.FACE_PX }}>
          {face(0)}
        </div>
      </div>
      <div className={css.foldControls}>
        <Button variant="secondary" onClick={() => setPercent(0)}>
          <Trans>Aç</Trans>
        </Button>
        <div
          className={css.track}
          role="slider"
          tabIndex={0}
          aria-label={t`Katlama`}
          aria-valuemin={RANGE.min}
          aria-valuemax={RANGE.max}
          aria-valuenow={percent}
          aria-valuetext={t`%${percent} katlandı`}
          onKeyDown={sliderKeyDown(percent, RANGE, setPercent)}
          onPointerDown={pointer}
          onPointerMove={pointer}
        >
          <span className={css.thumb} style={{ left: `${percent}%` }} />
        </div>
        <Button variant="secondary" onClick={() => setPercent(100)}>
          <Trans>Katla</Trans>
        </Button>
      </div>
      <p className={css.hint} aria-live="polite">
        {done && faces < net.length ? <Trans>İki kare aynı yüze geldi, bir yüz açık kaldı: bu açınım küp olmuyor.</Trans> : null}
        {done && faces === net.length && faces < 6 ? <Trans>Bir yüz açık kaldı: küpün bir yüzü eksik.</Trans> : null}
        {done && faces === 6 ? <Trans>Bütün yüzler kapandı: bu bir küp.</Trans> : null}
      </p>
    </div>
  );
}

import { useRef, useState, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NumberLineSpec } from '../../content/manipulativeTypes.ts';
import { formatLineNumber } from '../../model/manipulatives/lineNumber.ts';
import {
  bigStep,
  chooseCircle,
  circleRange,
  lineScale,
  movePoint,
  nearerBound,
  numberLineMarks,
  type BetweenState,
  type BetweenTask,
  type Bound,
  type Circle,
} from '../../model/manipulatives/numberLine.ts';
import { checkBetween, initialBetween } from '../../model/manipulatives/numberLineBetween.ts';
import { CircleChoice, MoveButtons } from './NumberLineControls.tsx';
import { DEFAULT_WIDTH, NumberLinePicture, partsAtPointer, spotOnPicture } from './NumberLinePicture.tsx';
import { sliderKeyDown } from './sliderKeys.ts';
import { TaskFrame } from './TaskFrame.tsx';
import { useMeasuredWidth } from './useMeasuredWidth.ts';
import type { TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';
import * as lineCss from './NumberLineBetween.css.ts';

const BOUNDS: readonly Bound[] = ['lower', 'upper'];

/**
 * A two-sided inequality (−1 < x ≤ 3) on the number line: two circles, each moved to its bound and made
 * filled or hollow; the segment between them is drawn. Each circle works as the ray's does: dragged on the
 * picture, moved with the arrow keys on its slider or with its − + buttons.
 */
export function BetweenBoard({ spec, task, run }: { spec: NumberLineSpec; task: BetweenTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const scale = lineScale(spec);
  const numbers = spec.numbers ?? 'fraction';
  const write = (parts: number) => formatLineNumber(parts, scale.unit, numbers);
  const { ref: figure, width } = useMeasuredWidth<HTMLElement>(DEFAULT_WIDTH);
  const [state, setState] = useState<BetweenState>(() => initialBetween(scale));
  // The circle a drag took hold of, kept until the finger lifts even if it passes the other one's middle.
  const held = useRef<Bound>('lower');
  const change = (next: BetweenState) => {
    setState(next);
    run.clear();
  };
  const big = bigStep(scale, spec.labelEvery);
  const circle: Record<Bound, { position: number; fill: Circle | null }> = {
    lower: { position: state.position, fill: state.circle },
    upper: { position: state.upper.position, fill: state.upper.circle },
  };
  const fillText = (fill: Circle | null) => (fill === 'closed' ? t`içi dolu` : fill === 'open' ? t`içi boş` : t`içi seçilmedi`);
  const lower = write(state.position);
  const upper = write(state.upper.position);
  const lowerFill = fillText(state.circle);
  const upperFill = fillText(state.upper.circle);
  const words: Record<Bound, { legend: string; slider: string; moves: string; fill: string; move: (amount: string, forwards: boolean) => string }> = {
    lower: {
      legend: t`Soldaki daire`,
      slider: t`Sayı doğrusundaki soldaki daire`,
      moves: t`Soldaki daireyi oynat`,
      fill: t`Soldaki dairenin içi`,
      move: (amount, forwards) => (forwards ? t`Soldaki daireyi ${amount} ileri götür` : t`Soldaki daireyi ${amount} geri götür`),
    },
    upper: {
      legend: t`Sağdaki daire`,
      slider: t`Sayı doğrusundaki sağdaki daire`,
      moves: t`Sağdaki daireyi oynat`,
      fill: t`Sağdaki dairenin içi`,
      move: (amount, forwards) => (forwards ? t`Sağdaki daireyi ${amount} ileri götür` : t`Sağdaki daireyi ${amount} geri götür`),
    },
  };
  const label = t`Sayı doğrusu; soldaki daire ${lower} sayısında, ${lowerFill}; sağdaki daire ${upper} sayısında, ${upperFill}; aralarında bir doğru parçası çizili.`;

  const pointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons === 0) return;
    const value = partsAtPointer(event, scale, width);
    if (value === null) return;
    if (event.type === 'pointerdown') {
      // Keep the drag when the finger leaves the picture.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      held.current = nearerBound(state, value);
    }
    change(movePoint(state, value, scale, held.current));
  };

  const check = () => {
    const verdict = checkBetween(task, state);
    const messages = {
      correct: t`Çözüm kümesini gösterdin: ${lower} sayısında ${lowerFill} daire, ${upper} sayısında ${upperFill} daire ve aralarındaki doğru parçası.`,
      'lower-too-small': t`Soldaki daire ${lower} sayısında; eşitsizliğin küçük sınır sayısı bundan büyük. Soldaki daireyi sağa götür.`,
      'lower-too-big': t`Soldaki daire ${lower} sayısında; eşitsizliğin küçük sınır sayısı bundan küçük. Soldaki daireyi sola götür.`,
      'lower-no-circle': t`Soldaki daire küçük sınır sayısında. Şimdi bu dairenin içini seç: içi dolu mu, içi boş mu?`,
      'lower-want-open': t`Soldaki dairenin içi dolu; bu, ${lower} sayısının da bir çözüm olduğunu söyler. ${lower} sayısını eşitsizlikte yerine koyup dene: sağlanıyor mu?`,
      'lower-want-closed': t`Soldaki dairenin içi boş; bu, ${lower} sayısının bir çözüm olmadığını söyler. ${lower} sayısını eşitsizlikte yerine koyup dene: sağlanıyor mu?`,
      'upper-too-small': t`Sağdaki daire ${upper} sayısında; eşitsizliğin büyük sınır sayısı bundan büyük. Sağdaki daireyi sağa götür.`,
      'upper-too-big': t`Sağdaki daire ${upper} sayısında; eşitsizliğin büyük sınır sayısı bundan küçük. Sağdaki daireyi sola götür.`,
      'upper-no-circle': t`Sağdaki daire büyük sınır sayısında. Şimdi bu dairenin içini seç: içi dolu mu, içi boş mu?`,
      'upper-want-open': t`Sağdaki dairenin içi dolu; bu, ${upper} sayısının da bir çözüm olduğunu söyler. ${upper} sayısını eşitsizlikte yerine koyup dene: sağlanıyor mu?`,
      'upper-want-closed': t`Sağdaki dairenin içi boş; bu, ${upper} sayısının bir çözüm olmadığını söyler. ${upper} sayısını eşitsizlikte yerine koyup dene: sağlanıyor mu?`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.root}>
        <figure ref={figure} className={css.figure}>
          <div className={lineCss.surface} onPointerDown={pointer} onPointerMove={pointer}>
            <NumberLinePicture width={width} scale={scale} labelEvery={spec.labelEvery} numbers={numbers} task={task} state={state} label={label} />
            {BOUNDS.map((bound) => {
              const at = circle[bound].position;
              const range = circleRange(state, bound, scale);
              return (
                <div
                  key={bound}
                  className={lineCss.thumb}
                  style={spotOnPicture(at, scale, width)}
                  role="slider"
                  tabIndex={0}
                  aria-label={words[bound].slider}
                  aria-valuemin={range.min / scale.unit}
                  aria-valuemax={range.max / scale.unit}
                  aria-valuenow={at / scale.unit}
                  aria-valuetext={write(at)}
                  onKeyDown={sliderKeyDown(at, { ...range, step: scale.step, bigStep: big }, (value) => change(movePoint(state, value, scale, bound)))}
                />
              );
            })}
          </div>
          <figcaption className={css.caption}>
            <Trans>Daireleri sürükle ya da birini seçip ← → tuşlarıyla sınır sayılara götür; sonra her dairenin içini seç.</Trans>
          </figcaption>
        </figure>
        {BOUNDS.map((bound) => (
          <fieldset key={bound} className={css.fieldset}>
            <legend className={css.legend}>{words[bound].legend}</legend>
            <MoveButtons
              label={words[bound].moves}
              step={scale.step}
              big={big}
              write={write}
              showBig={numberLineMarks(scale).length > 20}
              name={words[bound].move}
              onMove={(parts) => change(movePoint(state, circle[bound].position + parts, scale, bound))}
            />
            <CircleChoice label={words[bound].fill} value={circle[bound].fill} onChoose={(fill) => change(chooseCircle(state, fill, bound))} />
          </fieldset>
        ))}
        <p className={css.readout}>
          <Trans>
            Soldaki daire: {lower} · {lowerFill} · Sağdaki daire: {upper} · {upperFill}
          </Trans>
        </p>
      </div>
    </TaskFrame>
  );
}

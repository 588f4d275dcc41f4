import { useState, type PointerEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import type { NumberLineSpec } from '../../content/manipulativeTypes.ts';
import { formatLineNumber } from '../../model/manipulatives/lineNumber.ts';
import {
  bigStep,
  canJump,
  checkNumberLine,
  chooseCircle,
  chooseRay,
  initialNumberLine,
  jump,
  lineScale,
  movePoint,
  numberLineMarks,
  scaleTask,
  undoJump,
  type NumberLineState,
  type PointTask,
  type RayDirection,
} from '../../model/manipulatives/numberLine.ts';
import { scaleBetween } from '../../model/manipulatives/numberLineBetween.ts';
import { BetweenBoard } from './NumberLineBetween.tsx';
import { Choice, CircleChoice, MoveButtons } from './NumberLineControls.tsx';
import { DEFAULT_WIDTH, NumberLinePicture, partsAtPointer } from './NumberLinePicture.tsx';
import { sliderKeyDown } from './sliderKeys.ts';
import { TaskFrame } from './TaskFrame.tsx';
import { useMeasuredWidth } from './useMeasuredWidth.ts';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './manipulative.css.ts';

function NumberLineBoard({ spec, task, run }: { spec: NumberLineSpec; task: PointTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const scale = lineScale(spec);
  const numbers = spec.numbers ?? 'fraction';
  const write = (parts: number) => formatLineNumber(parts, scale.unit, numbers);
  const { ref: figure, width } = useMeasuredWidth<HTMLElement>(DEFAULT_WIDTH);
  const [state, setState] = useState<NumberLineState>(() => initialNumberLine(task, scale));
  const change = (next: NumberLineState) => {
    setState(next);
    run.clear();
  };
  const marks = numberLineMarks(scale);
  const moving = task.kind !== 'jumps';
  const ray = task.kind === 'ray';
  const big = bigStep(scale, spec.labelEvery);
  const range = { min: scale.min, max: scale.max, step: scale.step, bigStep: big };
  const position = write(state.position);
  const jumpCount = state.jumps.length;
  const toName = task.kind === 'round' && task.to === 100 ? t`yüzlük` : t`onluk`;
  const fill = state.circle === 'closed' ? t`içi dolu` : state.circle === 'open' ? t`içi boş` : null;
  const side = state.ray === 'right' ? t`sağa` : state.ray === 'left' ? t`sola` : null;
  const fillText = fill ?? t`içi seçilmedi`;
  const sideText = side ? t`ışın ${side}` : t`ışının yönü seçilmedi`;

  let label: string;
  if (task.kind === 'jumps') {
    const start = write(task.start);
    label = t`Sayı doğrusu. Başlangıç ${start} sayısı; ${jumpCount} zıplama yapıldı; nokta ${position} sayısında.`;
  } else if (task.kind === 'round') {
    const value = write(task.value);
    label = t`Sayı doğrusu. ${value} sayısı işaretli; nokta ${position} sayısında.`;
  } else if (task.kind === 'ray') {
    label = t`Sayı doğrusu; daire ${position} sayısında, ${fillText}; ${sideText}.`;
  } else {
    label = t`Sayı doğrusu; nokta ${position} sayısında.`;
  }

  const pointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons === 0) return;
    // Keep the drag when the finger leaves the picture.
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture?.(event.pointerId);
    const value = partsAtPointer(event, scale, width);
    if (value !== null) change(movePoint(state, value, scale));
  };

  const check = () => {
    const verdict = checkNumberLine(task, state);
    const start = task.kind === 'jumps' ? write(task.start) : '';
    const value = task.kind === 'round' ? write(task.value) : '';
    const messages = {
      correct:
        task.kind === 'jumps'
          ? t`${start} sayısından ${jumpCount} zıplamayla ${position} sayısına vardın.`
          : task.kind === 'round'
            ? t`${value} sayısına en yakın ${toName} ${position}.`
            : task.kind === 'ray'
              ? t`Çözüm kümesini gösterdin: ${position} sayısında ${fillText} daire ve ${side} giden ışın.`
              : t`Noktayı ${position} sayısının üstüne koydun.`,
      'too-small': t`Nokta ${position} sayısında; bu, istenen sayıdan küçük. Noktayı sağa götür.`,
      'too-big': t`Nokta ${position} sayısında; bu, istenen sayıdan büyük. Noktayı sola götür.`,
      'no-jumps': t`Henüz hiç zıplamadın. Zıplama düğmelerine bas.`,
      short: t`Daha varman gereken yere gelmedin. Zıplamaları yeniden say ve devam et.`,
      past: t`Fazla zıpladın. Son zıplamayı geri al.`,
      'not-a-ten': t`Nokta ${position} sayısında; bu sayı bir ${toName} değil. Noktayı en yakın ${toName} çizgisine götür.`,
      'other-ten': t`${position} bir ${toName}, ama ${value} sayısına daha yakın bir ${toName} var. ${value} sayısından iki yana doğru çizgileri say.`,
      'bound-too-small': t`Daire ${position} sayısında; eşitsizliğin sınır sayısı bundan büyük. Daireyi sağa götür.`,
      'bound-too-big': t`Daire ${position} sayısında; eşitsizliğin sınır sayısı bundan küçük. Daireyi sola götür.`,
      'no-circle': t`Daire sınır sayıda. Şimdi dairenin içini seç: içi dolu mu, içi boş mu?`,
      'want-open': t`İçi dolu daire, ${position} sayısının da bir çözüm olduğunu söyler. x yerine ${position} koyup eşitsizliği dene: sağlanıyor mu?`,
      'want-closed': t`İçi boş daire, ${position} sayısının bir çözüm olmadığını söyler. x yerine ${position} koyup eşitsizliği dene: sağlanıyor mu?`,
      'no-ray': t`Işının yönünü seç: çözümler sınır sayının sağında mı, solunda mı?`,
      'wrong-ray': t`Işın yanlış yöne gidiyor. Sınırın iki yanından birer sayıyı eşitsizlikte dene; ışın, eşitsizliği sağlayan sayının yanına gider.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  const picture = <NumberLinePicture width={width} scale={scale} labelEvery={spec.labelEvery} numbers={numbers} task={task} state={state} label={label} />;
  const sizes = task.kind === 'jumps' ? task.sizes : [];
  const sign = task.kind === 'jumps' && task.direction === 'back' ? -1 : 1;
  const moveBy = (parts: number) => change(movePoint(state, state.position + parts, scale));
  const moveName = (amount: string, forwards: boolean) =>
    ray
      ? forwards
        ? t`Daireyi ${amount} ileri götür`
        : t`Daireyi ${amount} geri götür`
      : forwards
        ? t`Noktayı ${amount} ileri götür`
        : t`Noktayı ${amount} geri götür`;
  const sides: readonly { id: RayDirection; text: string; icon: string }[] = [
    { id: 'left', text: t`Sola`, icon: '←' },
    { id: 'right', text: t`Sağa`, icon: '→' },
  ];

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.root}>
        <figure ref={figure} className={css.figure}>
          {moving ? (
            <div
              className={css.dial}
              role="slider"
              tabIndex={0}
              aria-label={ray ? t`Sayı doğrusundaki daire` : t`Sayı doğrusundaki nokta`}
              aria-valuemin={spec.min}
              aria-valuemax={spec.max}
              aria-valuenow={state.position / scale.unit}
              aria-valuetext={position}
              onKeyDown={sliderKeyDown(state.position, range, (value) => change(movePoint(state, value, scale)))}
              onPointerDown={pointer}
              onPointerMove={pointer}
            >
              {picture}
            </div>
          ) : (
            picture
          )}
          <figcaption className={css.caption}>
            {task.kind === 'ray' ? (
              <Trans>Daireyi sürükle ya da seçip ← → tuşlarıyla sınır sayıya götür; sonra dairenin içini ve ışının yönünü seç.</Trans>
            ) : moving ? (
              <Trans>Mavi noktayı sürükle, bir çizgiye dokun ya da noktayı seçip ← → tuşlarıyla oynat.</Trans>
            ) : (
              <Trans>Zıplama düğmelerine bas. Her basış bir zıplamadır; yay, zıplamayı gösterir.</Trans>
            )}
          </figcaption>
        </figure>
        {moving ? (
          <MoveButtons
            label={ray ? t`Daireyi oynat` : t`Noktayı oynat`}
            step={scale.step}
            big={big}
            write={write}
            showBig={marks.length > 20}
            name={moveName}
            onMove={moveBy}
          />
        ) : (
          <div className={css.checkRow} role="group" aria-label={t`Zıpla`}>
            {sizes.map((size) => {
              const possible = canJump(state, size * sign, scale);
              const shown = write(size);
              return (
                <Button
                  key={size}
                  variant="secondary"
                  size="sm"
                  aria-label={sign > 0 ? t`${shown} ileri zıpla` : t`${shown} geri zıpla`}
                  aria-disabled={!possible}
                  onClick={() => possible && change(jump(state, size * sign, scale))}
                >
                  {sign > 0 ? `+${shown} ⤻` : `⤺ −${shown}`}
                </Button>
              );
            })}
            <Button variant="ghost" size="sm" aria-disabled={jumpCount === 0} onClick={() => jumpCount > 0 && change(undoJump(state))}>
              <Trans>Son zıplamayı geri al</Trans>
            </Button>
          </div>
        )}
        {task.kind === 'ray' ? (
          <>
            <CircleChoice label={t`Dairenin içi`} value={state.circle} onChoose={(circle) => change(chooseCircle(state, circle))} />
            <Choice label={t`Işının yönü`} value={state.ray} options={sides} onChoose={(ray) => change(chooseRay(state, ray))} />
          </>
        ) : null}
        <p className={css.readout}>
          {task.kind === 'jumps' ? (
            <Trans>
              Zıplama: {jumpCount} · Nokta: {position}
            </Trans>
          ) : task.kind === 'ray' ? (
            <Trans>
              Daire: {position} · {fillText} · {sideText}
            </Trans>
          ) : (
            <Trans>Nokta: {position}</Trans>
          )}
        </p>
      </div>
    </TaskFrame>
  );
}

/**
 * A number line, of whole numbers or of fractions: put a point on a number, add and subtract as jumps, find
 * the nearest ten, show an inequality's solution set as a ray, or a two-sided one's as a segment.
 */
export default function NumberLineManipulative({ spec }: { spec: NumberLineSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  if (!task) return null;
  const { unit } = lineScale(spec);
  return task.kind === 'between' ? (
    <BetweenBoard key={run.key} spec={spec} task={scaleBetween(task, unit)} run={run} />
  ) : (
    <NumberLineBoard key={run.key} spec={spec} task={scaleTask(task, unit)} run={run} />
  );
}

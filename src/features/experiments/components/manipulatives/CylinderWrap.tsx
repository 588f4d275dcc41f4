import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/shared/i18n/format.ts';
import { checkWrap, stretch, wrapLength, wrapPaper, wrapPieces, wrapStart, wrapSteps, type WrapTask } from '../../model/manipulatives/cylinderWrap.ts';
import { NetPicture } from './SolidNetDrawing.tsx';
import { Stepper } from './Stepper.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import type { TaskRun } from './useTaskRun.ts';
import * as css from './SolidNetManipulative.css.ts';

/** A cylinder's net whose side the child stretches with a stepper until it wraps once around a circle. */
export function CylinderWrapBoard({ task, run }: { task: WrapTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const [length, setLength] = useState(() => wrapStart(task));
  const shown = formatNumber(length);
  const r = formatNumber(task.radius);
  const h = formatNumber(task.height);
  const pi = formatNumber(task.pi);

  const check = () => {
    const verdict = checkWrap(task, length);
    const target = formatNumber(wrapLength(task));
    const messages = {
      correct: t`Doğru: yan yüz tabanı tam bir kez sarar. Dikdörtgenin uzunluğu taban çemberinin uzunluğudur: 2 · π · r = 2 · ${pi} · ${r} = ${target} birim.`,
      'too-short': t`Dikdörtgen kısa: yan yüz tabanı saramaz, silindir kapanmaz. Dikdörtgeni taban çemberinin uzunluğu kadar uzat.`,
      'too-long': t`Dikdörtgen uzun: tabanı bir kez sardıktan sonra ucu üst üste biner. Taban çemberinin uzunluğunu hesapla: 2 · π · r.`,
      diameter: t`Bu uzunluk dairenin çapı kadar (2 · r). Yan yüz çapı değil, çemberin tamamını sarar: çember uzunluğu 2 · π · r, çapın π katıdır.`,
      half: t`Bu uzunluk π · r, çemberin yalnız yarısı: yan yüz tabanın yarısını sarar. Çember uzunluğu 2 · π · r.`,
    } as const;
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.stackedBoard}>
        <figure className={css.figure}>
          <NetPicture pieces={wrapPieces(task, length)} paper={wrapPaper(task)} digits={2} />
          <figcaption className={css.caption}>
            <Trans>Açınım kareli kâğıda ölçekli çizildi: her karenin kenarı 1 birim. Dikdörtgen yan yüzdür; daireler alt ve üst tabandır.</Trans>
          </figcaption>
        </figure>
        <div className={css.controls}>
          <p className={css.readout}>{t`Dairelerin yarıçapı ${r} birim, dikdörtgenin yüksekliği ${h} birim; π ≈ ${pi}.`}</p>
          {wrapSteps(task).map((size) => {
            const step = formatNumber(size);
            return (
              <Stepper
                key={size}
                label={t`Uzunluk (${step} birimlik adım)`}
                value={length}
                valueText={t`${shown} birim`}
                decreaseLabel={t`Dikdörtgeni ${step} birim kısalt`}
                increaseLabel={t`Dikdörtgeni ${step} birim uzat`}
                canDecrease={stretch(length, -1, size, task) < length}
                canIncrease={stretch(length, 1, size, task) > length}
                onStep={(steps) => {
                  setLength(stretch(length, steps, size, task));
                  run.clear();
                }}
              />
            );
          })}
        </div>
      </div>
    </TaskFrame>
  );
}

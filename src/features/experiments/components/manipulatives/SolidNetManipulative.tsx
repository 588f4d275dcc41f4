import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SolidName, SolidNetSpec } from '../../content/manipulativeTypes.ts';
import {
  addSquare,
  checkSolidNet,
  chooseNet,
  currentNet,
  freePlaces,
  initialSolidNet,
  type FoldTask,
  type SolidNetState,
} from '../../model/manipulatives/solidNet.ts';
import { CylinderWrapBoard } from './CylinderWrap.tsx';
import { NetFold } from './NetFold.tsx';
import { NetPaper, useNetWords } from './NetPaper.tsx';
import { SolidNetDrawing } from './SolidNetDrawing.tsx';
import { TaskFrame } from './TaskFrame.tsx';
import { useTaskRun, type TaskRun } from './useTaskRun.ts';
import * as css from './SolidNetManipulative.css.ts';

/** The solids' names as the options show them. */
function useSolidNames(): Record<SolidName | 'none', string> {
  const { t } = useLingui();
  return {
    cube: t`Küp`,
    'square-prism': t`Kare dik prizma`,
    'rectangular-prism': t`Dikdörtgenler prizması`,
    'triangular-prism': t`Üçgen dik prizma`,
    'square-pyramid': t`Kare piramit`,
    'triangular-pyramid': t`Üçgen piramit`,
    cylinder: t`Silindir`,
    cone: t`Koni`,
    none: t`Hiçbiri`,
  };
}

/** A row of options that stay pressed, one chosen at a time. */
function Choices({ label, names, chosen, onChoose }: { label: string; names: readonly string[]; chosen: number | null; onChoose: (i: number) => void }) {
  return (
    <ul className={css.toggleRow} aria-label={label}>
      {names.map((name, i) => (
        <li key={i}>
          <button type="button" className={css.toggle} aria-pressed={chosen === i} onClick={() => onChoose(i)}>
            {chosen === i ? <span aria-hidden="true">✓</span> : null}
            {name}
          </button>
        </li>
      ))}
    </ul>
  );
}

function SolidNetBoard({ task, run }: { task: FoldTask; run: TaskRun }) {
  const { t, i18n } = useLingui();
  const netWords = useNetWords();
  const solidNames = useSolidNames();
  const [state, setState] = useState<SolidNetState>(initialSolidNet);
  // Folding shows which squares meet, so for "which square is opposite" it opens only after a first wrong try.
  const [foldOpen, setFoldOpen] = useState(task.kind !== 'opposite');
  const change = (next: SolidNetState) => {
    setState(next);
    run.clear();
  };
  const net = currentNet(task, state);
  const shape = netWords(net ?? []);

  const check = () => {
    const verdict = checkSolidNet(task, state);
    const messages = {
      correct:
        task.kind === 'solid'
          ? t`Doğru: parçalar katlanınca bu cismin yüzlerini tam olarak kaplar.`
          : task.kind === 'opposite'
            ? t`Doğru: katlanınca bu iki kare karşılıklı yüzler olur.`
            : t`Bu açınım katlanınca bir küp olur.`,
      'no-choice': t`Önce bir seçim yap.`,
      'wrong-net': t`Bu açınım katlanınca iki kare aynı yüze gelir. “Katla” ile dene.`,
      'no-square': t`Önce kesikli çizgili yerlerden birine kare ekle.`,
      overlap: t`Bu yere eklenen kare katlanınca başka bir kareyle aynı yüze gelir. Başka bir yer dene.`,
      'wrong-face': t`Bu kare, seçilen kareye komşu bir yüz olur. Karşılıklı yüzler açınımda birbirine değmez. Şimdi açınımı katlayarak bakabilirsin.`,
      'same-face': t`Bu, sorulan karenin kendisi. Ona karşılıklı olan kareyi seç.`,
      'wrong-solid': t`Tabanları say ve şekline bak: prizmanın iki eş tabanı, piramidin ve koninin bir tabanı vardır; yan yüzler prizmada dikdörtgen, piramitte üçgendir. Küpün bütün yüzleri eş karedir.`,
      'does-not-close': t`Bu açınım katlanınca kapanmaz: ya bir yüz eksik ya da bir parça öbürlerini saracak kadar uzun değil. Yüzleri say ve kenarları karşılaştır.`,
      closes: t`Bu açınım katlanınca bir cisim olur: her kenar karşısındaki kenarla buluşuyor. Tabanlarına bak.`,
    } as const;
    if (task.kind === 'opposite' && verdict.feedback === 'wrong-face') setFoldOpen(true);
    run.report({ correct: verdict.correct, message: messages[verdict.feedback] });
  };

  if (task.kind === 'solid') {
    return (
      <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
        <div className={css.board}>
          <figure className={css.figure}>
            <SolidNetDrawing name={task.net} />
            <figcaption className={css.caption}>
              <Trans>Açınım kareli kâğıda ölçekli çizildi: her karenin kenarı 1 birim.</Trans>
            </figcaption>
          </figure>
          <Choices
            label={t`Cisimler`}
            names={task.options.map((option) => solidNames[option])}
            chosen={state.choice}
            onChoose={(i) => change(chooseNet(state, i))}
          />
        </div>
      </TaskFrame>
    );
  }

  return (
    <TaskFrame run={run} prompt={i18n._(task.prompt)} onCheck={check}>
      <div className={css.board}>
        <div className={css.controls}>
          {task.kind === 'choose' ? (
            <ul className={css.nets} aria-label={t`Açınımlar`}>
              {task.nets.map((option, i) => {
                const number = i + 1;
                const words = netWords(option);
                return (
                  <li key={i} className={css.netCard}>
                    <NetPaper net={option} />
                    <button
                      type="button"
                      className={css.toggle}
                      aria-pressed={state.choice === i}
                      aria-label={t`${number}. açınım (${words})`}
                      onClick={() => change(chooseNet(state, i))}
                    >
                      {state.choice === i ? <span aria-hidden="true">✓</span> : null}
                      <Trans>{number}. açınım</Trans>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {task.kind === 'complete' ? (
            <>
              <p className={css.hint}>
                <Trans>Kesikli çizgili yerler boş. Altıncı kareyi eklemek istediğin yere dokun.</Trans>
              </p>
              <NetPaper
                net={task.net}
                places={freePlaces(task.net)}
                added={state.added}
                onAdd={(place) => change(addSquare(state, place))}
                placeLabel={(column, row) => t`Kare ekle: sütun ${column}, satır ${row}`}
              />
              <p className={css.readout}>{t`Açınımın kareleri: ${shape}.`}</p>
            </>
          ) : null}
          {task.kind === 'opposite' ? (
            <>
              <NetPaper net={task.net} marked={task.face - 1} />
              <p className={css.readout}>{t`Açınımın kareleri (1’den 6’ya sırayla): ${shape}. Sorulan kare çift çerçeveli.`}</p>
              <Choices
                label={t`Kareler`}
                names={task.net.map((_, i) => {
                  const number = i + 1;
                  return t`${number}. kare`;
                })}
                chosen={state.choice}
                onChoose={(i) => change(chooseNet(state, i))}
              />
            </>
          ) : null}
        </div>
        <figure className={css.figure}>
          {net && foldOpen ? <NetFold key={shape} net={net} /> : null}
          {!net ? (
            <p className={css.hint}>
              <Trans>Bir açınım seçince onu burada katlayabilirsin.</Trans>
            </p>
          ) : null}
          {net && !foldOpen ? (
            <p className={css.hint}>
              <Trans>Önce açınımı zihninde katla. İlk denemenden sonra burada katlayarak bakabilirsin.</Trans>
            </p>
          ) : null}
          <figcaption className={css.caption}>
            <Trans>
              1 numaralı kare (pembe) yerinde kalır ve küpün üst yüzü olur; öteki kareler ortak kenarları üzerinde arkaya döner. “Katla” düğmesiyle ya da
              kaydırıcıyla katla, “Aç” ile aç.
            </Trans>
          </figcaption>
        </figure>
      </div>
    </TaskFrame>
  );
}

/**
 * Nets of solids: choose the cube net, complete one with its sixth square, find opposite faces (each cube
 * net folding in 3D on request), name the solid a drawn net of a prism, pyramid, cylinder or cone folds into,
 * or stretch a cylinder's side until it wraps once around its circles.
 */
export default function SolidNetManipulative({ spec }: { spec: SolidNetSpec }) {
  const run = useTaskRun(spec.tasks.length);
  const task = spec.tasks[run.index];
  if (!task) return null;
  return task.kind === 'wrap' ? <CylinderWrapBoard key={run.key} task={task} run={run} /> : <SolidNetBoard key={run.key} task={task} run={run} />;
}

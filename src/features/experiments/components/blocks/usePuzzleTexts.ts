import { useLingui } from '@lingui/react/macro';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';
import type { ActionKind, Judgement, RunState } from '../../model/blocks/interpreter.ts';
import type { Heading } from '../../model/blocks/program.ts';
import type { Stage } from '../../model/blocks/stage.ts';

export type Verdict = { tone: 'correct' | 'incorrect' | 'neutral'; title: string; detail?: string };

/** What the puzzle editor says, in Turkish: the stage for screen readers, the verdict, a step being shown. */
export function usePuzzleTexts(puzzle: PuzzleSpec, stage: Stage) {
  const { t, i18n } = useLingui();

  const facing = (heading: Heading): string => {
    switch (heading) {
      case 'north':
        return t`yukarı`;
      case 'east':
        return t`sağa`;
      case 'south':
        return t`aşağı`;
      case 'west':
        return t`sola`;
    }
  };

  const stageLabel = (state: RunState): string => {
    const column = state.x + 1;
    const row = state.y + 1;
    const direction = facing(state.heading);
    const columns = stage.width;
    const rows = stage.height;
    const parts = [t`Oyun alanı, ${columns} sütun ve ${rows} satır. Fındık ${column}. sütun, ${row}. satırda ve ${direction} bakıyor.`];
    if (stage.goal) {
      const goalColumn = stage.goal.x + 1;
      const goalRow = stage.goal.y + 1;
      parts.push(t`Hedef ${goalColumn}. sütun, ${goalRow}. satırda.`);
    }
    if (stage.nuts.length > 0) {
      const left = stage.nuts.length - state.collected.length;
      const total = stage.nuts.length;
      parts.push(t`Toplanacak ${total} fındıktan ${left} tanesi kaldı.`);
    }
    if (stage.paintTargets.length > 0) {
      const painted = state.painted.length;
      const total = stage.paintTargets.length;
      parts.push(t`Boyanacak ${total} kareden ${painted} tanesi boyandı.`);
    }
    for (const variable of puzzle.variables ?? []) {
      const value = state.variables[variable.id];
      if (value === undefined) continue;
      const name = i18n._(variable.label);
      parts.push(t`${name} değişkeni: ${value}.`);
    }
    return parts.join(' ');
  };

  const actionText = (action: ActionKind): string => {
    switch (action) {
      case 'move':
        return t`ileri gitti`;
      case 'turn-left':
        return t`sola döndü`;
      case 'turn-right':
        return t`sağa döndü`;
      case 'collect':
        return t`fındığı topladı`;
      case 'paint':
        return t`kareyi boyadı`;
      case 'set':
        return t`değişkene değer verdi`;
      case 'change':
        return t`değişkenin değerini değiştirdi`;
    }
  };

  /** A procedure's name as its blocks show it. */
  const procedureName = (id: string): string => {
    const procedure = (puzzle.procedures ?? []).find((candidate) => candidate.id === id);
    return procedure ? i18n._(procedure.label) : id;
  };

  const stepText = (shown: number, run: Judgement): string => {
    const total = run.trace.length;
    const step = run.trace[shown - 1];
    const what = step ? actionText(step.action) : t`başlangıçta`;
    return t`Adım ${shown} / ${total}: Fındık ${what}.`;
  };

  const verdict = (run: Judgement, looseStacks: number): Verdict => {
    const loose = looseStacks > 0 ? t`Yeşil bayrak bloğuna bağlı olmayan bloklar çalışmaz.` : undefined;
    const withLoose = (verdict: Verdict): Verdict => (loose ? { ...verdict, detail: [verdict.detail, loose].filter(Boolean).join(' ') } : verdict);
    const outcome = run.outcome;
    const last = run.trace.at(-1)?.state ?? run.initial;
    switch (outcome.kind) {
      case 'success': {
        if (!run.withinBlockLimit) {
          const used = run.blocksUsed;
          const max = puzzle.maxBlocks ?? used;
          return withLoose({
            tone: 'neutral',
            title: t`Fındık hedefe ulaştı, ama ${used} blok kullandın.`,
            detail: t`En fazla ${max} blokla çözmeyi dene: tekrar eden blokları bir döngüye koyabilir misin?`,
          });
        }
        const title =
          puzzle.goal === 'collect'
            ? t`Harika! Fındık bütün fındıkları topladı.`
            : puzzle.goal === 'collect-and-reach'
              ? t`Harika! Fındık bütün fındıkları topladı ve hedefe ulaştı.`
              : puzzle.goal === 'paint'
                ? t`Harika! Bütün kareler boyandı.`
                : t`Harika! Fındık hedefe ulaştı.`;
        const used = run.blocksUsed;
        return { tone: 'correct', title, detail: t`Programın ${used} blokla çalıştı.` };
      }
      case 'crash': {
        const step = outcome.step;
        const outside = outcome.at.x < 0 || outcome.at.y < 0 || outcome.at.x >= stage.width || outcome.at.y >= stage.height;
        return withLoose({
          tone: 'incorrect',
          title: outside ? t`Eyvah! Fındık ${step}. adımda oyun alanının kenarına çarptı.` : t`Eyvah! Fındık ${step}. adımda bir ağaca çarptı.`,
          detail: t`Parlayan bloğa bak: Fındık o blokta nereye bakıyordu? Yolu yeniden düşün ve “Baştan al” ile tekrar dene.`,
        });
      }
      case 'no-nut': {
        const step = outcome.step;
        return withLoose({
          tone: 'incorrect',
          title: t`Fındık ${step}. adımda boş bir karede fındık toplamaya çalıştı.`,
          detail: t`“Fındığı topla” bloğunu Fındık bir fındığın üstündeyken kullan.`,
        });
      }
      case 'wrong-paint': {
        const step = outcome.step;
        return withLoose({
          tone: 'incorrect',
          title: t`Fındık ${step}. adımda boyanmaması gereken bir kareyi boyadı.`,
          detail: t`Yalnızca kesik çizgili kareleri boya.`,
        });
      }
      case 'no-procedure': {
        const step = outcome.step;
        const name = procedureName(outcome.procedure);
        return withLoose({
          tone: 'incorrect',
          title: t`Fındık ${step}. adımda “${name}” bloğunu çalıştıracaktı, ama bu bloğun tanımı yok.`,
          detail: t`Bir “tanımla: ${name}” bloğu koy ve yapılacakları onun altına bağla.`,
        });
      }
      case 'too-deep': {
        const name = procedureName(outcome.procedure);
        return withLoose({
          tone: 'incorrect',
          title: t`“${name}” bloğu kendini durmadan çalıştırdı ve program durduruldu.`,
          detail: t`Bir blok kendi tanımının içinde kullanılınca hiç bitmeyebilir. O bloğu bir “eğer” bloğunun içine koy ya da tanımın dışına al.`,
        });
      }
      case 'step-limit':
        return withLoose({
          tone: 'incorrect',
          title: t`Program çok uzun sürdü ve durduruldu.`,
          detail: t`Bitmeyen bir döngü olabilir: döngünün içindeki bloklar Fındık’ı koşula hiç yaklaştırıyor mu?`,
        });
      case 'unfinished': {
        const empty = run.trace.length === 0 && run.blocksUsed === 0;
        if (empty)
          return withLoose({
            tone: 'neutral',
            title: t`Önce bir program kur.`,
            detail: t`Soldaki bloklardan sürükleyip yeşil bayrak bloğunun altına bağla, sonra Çalıştır’a bas.`,
          });
        const nutsLeft = stage.nuts.length - last.collected.length;
        const unpainted = stage.paintTargets.length - last.painted.length;
        const detail =
          puzzle.goal === 'paint'
            ? t`Boyanmamış ${unpainted} kare kaldı.`
            : puzzle.goal !== 'reach' && nutsLeft > 0
              ? t`Toplanmamış ${nutsLeft} fındık kaldı.`
              : t`Fındık’ın durduğu yere bak ve programını oradan sürdür.`;
        return withLoose({
          tone: 'incorrect',
          title:
            puzzle.goal === 'reach' || (puzzle.goal === 'collect-and-reach' && nutsLeft === 0)
              ? t`Program bitti ama Fındık hedefe ulaşmadı.`
              : t`Program bitti ama iş henüz tamamlanmadı.`,
          detail,
        });
      }
    }
  };

  return { stageLabel, stepText, verdict };
}

import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PuzzleSpec } from '../../content/puzzleTypes.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { useSession } from '@/features/auth';
import { loadedValue, useLoaded } from '@/shared/lib/useLoaded.ts';
import { usePrefersReducedMotion } from '@/shared/lib/usePrefersReducedMotion.ts';
import { programFromBlockly } from '../../model/blocks/blocklyJson.ts';
import { initialState, judge } from '../../model/blocks/interpreter.ts';
import { IDLE, activeBlockId, playbackReducer, shownState, shownTrail } from '../../model/blocks/playback.ts';
import { parseStage } from '../../model/blocks/stage.ts';
import { BlocklyWorkspace, type WorkspaceHandle } from './BlocklyWorkspace.tsx';
import { PuzzleStage } from './PuzzleStage.tsx';
import { usePuzzleTexts } from './usePuzzleTexts.ts';
import { loadWorkspace, saveWorkspace } from './savedWorkspace.ts';
import * as styles from './blocks.css.ts';
import * as feedback from '../activities/activities.css.ts';

/** Milliseconds between two steps of a run on screen. */
const STEP_MS = 420;

type BlocksActivityProps = { puzzle: PuzzleSpec };

/**
 * A block-programming puzzle: the stage Fındık walks on, the Blockly workspace the child builds a program in,
 * and the buttons to run it, step through it, go back to the start and clear it. The workspace is read into the
 * model's program tree and run by its interpreter; nothing is turned into JavaScript.
 */
export default function BlocksActivity({ puzzle }: BlocksActivityProps) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const stage = useMemo(() => parseStage(puzzle.stage), [puzzle.stage]);
  const start = useMemo(() => initialState(stage), [stage]);
  const texts = usePuzzleTexts(puzzle, stage);
  const workspaceRef = useRef<WorkspaceHandle>(null);
  const [playback, dispatch] = useReducer(playbackReducer, IDLE);
  const [looseStacks, setLooseStacks] = useState(0);
  const [blockCount, setBlockCount] = useState(0);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const ownerId = useSession().user?.id ?? null;
  const savedKey = `${ownerId}:${puzzle.id}`;
  // This child's program on this device (null for none), named by its key: the one read for another puzzle or
  // child is not this one. Nobody signed in has none to read, and the workspace waits for its owner.
  const saved = loadedValue(
    useLoaded(
      () => (ownerId === null ? Promise.resolve(null) : loadWorkspace(ownerId, puzzle.id).then((workspace) => ({ key: savedKey, workspace }))),
      [savedKey],
    ),
  );

  // The timer that plays a run step by step.
  useEffect(() => {
    if (playback.mode !== 'running') return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), STEP_MS);
    return () => window.clearTimeout(timer);
  }, [playback.mode, playback.shown]);

  // The block that is running (or that went wrong) lights up in the workspace.
  const highlighted = activeBlockId(playback);
  useEffect(() => {
    workspaceRef.current?.highlight(highlighted);
  }, [highlighted]);

  const judgeWorkspace = () => {
    const read = programFromBlockly(workspaceRef.current?.read());
    setLooseStacks(read.looseStacks);
    return judge(puzzle, read.program);
  };

  const run = () => dispatch({ type: 'run', run: judgeWorkspace(), instant: reducedMotion });
  const step = () => {
    const underWay = playback.mode === 'running' || playback.mode === 'paused';
    dispatch({ type: 'step', run: underWay && playback.run ? playback.run : judgeWorkspace() });
  };
  const reset = () => dispatch({ type: 'reset' });
  const clear = () => {
    workspaceRef.current?.clear();
    setConfirmingClear(false);
    dispatch({ type: 'reset' });
  };

  const onWorkspaceChange = (count: number) => {
    setBlockCount(count);
    // A changed program makes the run on screen stale: back to the start.
    dispatch({ type: 'reset' });
  };

  const state = shownState(playback, start);
  const trail = shownTrail(playback);
  const finished = playback.mode === 'done' && playback.run ? playback.run : null;
  const verdict = finished ? texts.verdict(finished, looseStacks) : null;
  const crashAt = finished?.outcome.kind === 'crash' ? finished.outcome.at : undefined;
  const max = puzzle.maxBlocks;
  // A debugging puzzle starts with a given program: going back brings that program back rather than emptying the workspace.
  const debugging = puzzle.start !== undefined;
  const atLimit = max !== undefined && blockCount >= max;

  return (
    <div className={styles.root}>
      <div className={styles.columns}>
        <div className={styles.stageColumn}>
          <PuzzleStage stage={stage} state={state} trail={trail} crashAt={crashAt} label={texts.stageLabel(state)} />
          <div className={styles.toolbar}>
            <Button onClick={run} disabled={playback.mode === 'running'}>
              <span aria-hidden="true">▶</span> <Trans>Çalıştır</Trans>
            </Button>
            <Button variant="secondary" onClick={step}>
              <span aria-hidden="true">▷</span> <Trans>Adım adım</Trans>
            </Button>
            <Button variant="ghost" onClick={reset} disabled={playback.mode === 'idle'}>
              <span aria-hidden="true">↺</span> <Trans>Baştan al</Trans>
            </Button>
          </div>
          <div role="status" aria-live="polite" aria-atomic="true">
            {verdict ? (
              <p className={feedback.feedback} data-result={verdict.tone}>
                <strong className={feedback.feedbackTitle}>{verdict.title}</strong>
                {verdict.detail ? <span>{verdict.detail}</span> : null}
              </p>
            ) : playback.mode === 'paused' && playback.run ? (
              <p className={feedback.feedback} data-result="neutral">
                {texts.stepText(playback.shown, playback.run)}
              </p>
            ) : playback.mode === 'running' ? (
              <p className={styles.hint}>
                <Trans>Fındık programını çalıştırıyor…</Trans>
              </p>
            ) : null}
          </div>
        </div>

        <div className={styles.workspaceColumn}>
          <div className={styles.workspaceHeader}>
            <p className={styles.blockCount} data-testid="blocks-count">
              {max === undefined ? (
                <Trans>Kullanılan blok: {blockCount}</Trans>
              ) : (
                <Trans>
                  Kullanılan blok: {blockCount} / {max}
                </Trans>
              )}
              {atLimit ? (
                <>
                  {' '}
                  <Trans>(sınıra ulaştın)</Trans>
                </>
              ) : null}
            </p>
            {confirmingClear ? (
              <div className={styles.toolbar} role="group" aria-label={debugging ? t`İlk hâline döndürmeyi onayla` : t`Temizlemeyi onayla`}>
                <span>
                  {debugging ? (
                    <Trans>Yaptığın değişiklikler silinecek ve program ilk hâline dönecek. Emin misin?</Trans>
                  ) : (
                    <Trans>Bütün bloklar silinecek. Emin misin?</Trans>
                  )}
                </span>
                <Button variant="secondary" onClick={clear}>
                  {debugging ? <Trans>Evet, ilk hâline döndür</Trans> : <Trans>Evet, temizle</Trans>}
                </Button>
                <Button variant="ghost" onClick={() => setConfirmingClear(false)}>
                  <Trans>Vazgeç</Trans>
                </Button>
              </div>
            ) : (
              <Button variant="ghost" onClick={() => setConfirmingClear(true)}>
                {debugging ? (
                  <>
                    <span aria-hidden="true">⟲</span> <Trans>İlk hâline döndür</Trans>
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">✕</span> <Trans>Temizle</Trans>
                  </>
                )}
              </Button>
            )}
          </div>
          {saved?.key === savedKey ? (
            <BlocklyWorkspace
              key={savedKey}
              ref={workspaceRef}
              puzzle={puzzle}
              saved={saved.workspace}
              onSave={(workspace) => ownerId !== null && saveWorkspace(ownerId, puzzle.id, workspace)}
              onChange={onWorkspaceChange}
              label={t`Kod alanı: blokları soldaki listeden sürükleyip yeşil bayrak bloğunun altına bağla`}
            />
          ) : (
            <Spinner label={t`Programın yükleniyor…`} />
          )}
          <p className={styles.hint}>
            <Trans>
              Programın bu cihazda, senin hesabınla kendiliğinden saklanır. Bir bloğu silmek için onu soldaki listeye geri sürükle ya da seçip Delete tuşuna
              bas.
            </Trans>
          </p>
          {/* Blockly 13 is keyboard-navigable by itself; these are its keys, for a child who does not use a mouse. */}
          <details className={styles.hint} data-testid="blocks-keyboard-help">
            <summary>
              <Trans>Klavyeyle kodlama</Trans>
            </summary>
            <ul>
              <li>
                <Trans>
                  <kbd>Tab</kbd> ile kod alanına gel. <kbd>T</kbd> blok listesine, <kbd>W</kbd> kod alanına götürür.
                </Trans>
              </li>
              <li>
                <Trans>Ok tuşlarıyla bloklar arasında dolaş.</Trans>
              </li>
              <li>
                <Trans>
                  Listede bir bloğa <kbd>Enter</kbd> ile bas, ok tuşlarıyla yerini seç, yeniden <kbd>Enter</kbd> ile bırak. <kbd>Esc</kbd> vazgeçer.
                </Trans>
              </li>
              <li>
                <Trans>
                  Kod alanındaki bir bloğu taşımak için <kbd>M</kbd>, silmek için <kbd>Delete</kbd>, geri almak için <kbd>Ctrl</kbd> + <kbd>Z</kbd>.
                </Trans>
              </li>
              <li>
                <Trans>
                  Bir bloğun açılır listesini ya da sayısını değiştirmek için ona ok tuşlarıyla gidip <kbd>Enter</kbd> tuşuna bas.
                </Trans>
              </li>
            </ul>
          </details>
        </div>
      </div>
    </div>
  );
}

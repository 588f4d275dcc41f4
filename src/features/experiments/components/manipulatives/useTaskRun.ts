import { useCallback, useState } from 'react';

/** What the check said, ready to show: right or not, and a sentence that helps. */
type ShownVerdict = { correct: boolean; message: string };

export type TaskRun = {
  index: number;
  total: number;
  /** Changes on every new task and every new round, so a board keyed by it starts afresh. */
  key: string;
  /** Whether the child moved on (to another task or a new round): the new task's heading then takes focus. */
  moved: boolean;
  verdict: ShownVerdict | null;
  report: (verdict: ShownVerdict) => void;
  /** The board changed after a check: the old verdict no longer applies. */
  clear: () => void;
  next: () => void;
  restart: () => void;
};

/** The tasks of one manipulative, solved one after the other. */
export function useTaskRun(total: number): TaskRun {
  const [index, setIndex] = useState(0);
  const [round, setRound] = useState(0);
  const [moved, setMoved] = useState(false);
  const [verdict, setVerdict] = useState<ShownVerdict | null>(null);
  const clear = useCallback(() => setVerdict(null), []);
  return {
    index,
    total,
    key: `${round}-${index}`,
    moved,
    verdict,
    report: setVerdict,
    clear,
    next: () => {
      setIndex((current) => Math.min(current + 1, total - 1));
      setVerdict(null);
      setMoved(true);
    },
    restart: () => {
      setIndex(0);
      setRound((current) => current + 1);
      setVerdict(null);
      setMoved(true);
    },
  };
}

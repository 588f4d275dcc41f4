import { useCallback, useEffect, useState } from 'react';
import { loadCurriculum, type CurriculumUnit } from '@/features/experiments';

export type Curriculum = { units: CurriculumUnit[]; trackedOutcomesOf: (experimentId: string) => string[] };

type State = { status: 'loading' } | { status: 'ready'; curriculum: Curriculum } | { status: 'error'; error: unknown };

/** The programme's units and outcomes (code from the precached library, so offline too), with a retry when its chunk could not load. */
export function useCurriculum(): State & { retry: () => void } {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadCurriculum().then(
      (module) => live && setState({ status: 'ready', curriculum: { units: module.curriculum(), trackedOutcomesOf: module.trackedOutcomesOf } }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);
  return { ...state, retry };
}

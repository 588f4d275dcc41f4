import { loadCurriculum, type CurriculumUnit } from '@/features/experiments';
import { useLoaded } from '@/shared/lib/useLoaded.ts';

export type Curriculum = { units: CurriculumUnit[]; trackedOutcomesOf: (experimentId: string) => string[] };

/** The programme's units and outcomes (code from the precached library, so offline too), with a retry when its chunk could not load. */
export const useCurriculum = () =>
  useLoaded(() => loadCurriculum().then((module): Curriculum => ({ units: module.curriculum(), trackedOutcomesOf: module.trackedOutcomesOf })), []);

import type { ProgressEventInput, ProgressEventRecord } from '../api/progress.ts';
import type { Evidence, EvidenceKind } from './evidence.ts';
import type { ProgressEvent, ProgressEventKind } from './xpRules.ts';

/** An event as the device made it (not yet sent) or as the server stored it. */
export type AnyProgressEvent = ProgressEventInput | ProgressEventRecord;

const EVIDENCE_OF: Record<ProgressEventKind, EvidenceKind | null> = {
  questionAnswered: 'question',
  experimentFinished: 'experiment',
  homeworkSubmitted: 'homework',
  // A timetable lesson says the child was there, not what they can do.
  scheduleItemDone: null,
};

/** The question id inside a `question:<experiment>/<question>` reference. */
const questionIdOf = (ref: string): string | undefined => (ref.startsWith('question:') ? ref.slice('question:'.length) : undefined);

/** What the XP and stats rules read of an event. */
export function xpEventOf(event: AnyProgressEvent): ProgressEvent {
  const result: ProgressEvent = { id: event.id, kind: event.kind, refId: event.ref, at: event.at };
  if (typeof event.correct === 'boolean') result.correct = event.correct;
  if (event.difficulty) result.difficulty = event.difficulty;
  if (typeof event.minutes === 'number') result.minutes = event.minutes;
  if ('on_time' in event && typeof event.on_time === 'boolean') result.onTime = event.on_time;
  return result;
}

/**
 * What the mastery rules read of an event: one piece of evidence per outcome it serves. The ids stay
 * distinct per outcome (`<event id>#<outcome>`) so merging the device's copy with the server's still
 * counts each once.
 */
export function evidenceOf(event: AnyProgressEvent, studentId: number): Evidence[] {
  const base = EVIDENCE_OF[event.kind];
  if (!base) return [];
  const kind: EvidenceKind = base === 'question' && event.mixed_review === true ? 'review' : base;
  const questionId = questionIdOf(event.ref);
  return [...new Set(event.outcomes)].map((outcomeCode) => {
    const evidence: Evidence = { id: `${event.id}#${outcomeCode}`, studentId, kind, outcomeCode, at: event.at };
    if (questionId !== undefined) evidence.questionId = questionId;
    if (typeof event.correct === 'boolean') evidence.correct = event.correct;
    if (event.mixed_review === true) evidence.mixedReview = true;
    return evidence;
  });
}

/** Every event once by id, the later copy (the server's, when the caller passes it last) kept. */
export function mergeEvents<E extends AnyProgressEvent>(...lists: readonly (readonly E[])[]): E[] {
  const byId = new Map<string, E>();
  for (const list of lists) for (const event of list) byId.set(event.id, event);
  return [...byId.values()];
}

import { compareEvidence, evidenceTime, type Evidence } from './evidence.ts';

/** In rising order: the index is the rank. The Turkish labels are in masteryLabels.ts. */
export const MASTERY_LEVELS = ['not-started', 'tried', 'familiar', 'proficient', 'mastered'] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

export const masteryRank = (level: MasteryLevel): number => MASTERY_LEVELS.indexOf(level);
export const isAtLeast = (level: MasteryLevel, floor: MasteryLevel): boolean => masteryRank(level) >= masteryRank(floor);

export const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * The rules, in the order a child climbs them. Only *counted answers* judge a level: evidence with
 * `correct` set (a question, a homework item, a review item), in time order, where a question
 * answered again less than REPEAT_GAP_MS after its last counted answer is left out (see there).
 * Every other piece of evidence — an experiment finished, a homework handed in — is an attempt.
 *
 *   not-started  no evidence at all.
 *   tried        any evidence.
 *   familiar     ≥ FAMILIAR_MIN_ANSWERS counted answers, and ≥ FAMILIAR_MIN_PERCENT % of the
 *                latest RECENT_WINDOW of them correct.
 *   proficient   ≥ PROFICIENT_MIN_ANSWERS counted answers, and ≥ PROFICIENT_MIN_PERCENT % of the
 *                latest RECENT_WINDOW of them correct.
 *   mastered     after proficient was first reached: the latest MASTERY_RUN counted answers all
 *                correct, one of them a mixed-review answer given ≥ MIXED_REVIEW_DELAY_MS after
 *                that moment.
 *
 * The level shown is the highest ever reached (replaying the answers one by one): a child never sees
 * a level go down. Instead `dueForReview` ("tekrar zamanı") says the level is no longer borne out:
 *   slipped  the latest counted answers no longer meet the kept level's own bar (for mastered: the
 *            latest MASTERY_RUN all correct; for proficient and familiar: their percentage over the
 *            latest RECENT_WINDOW). Answering well again clears it.
 *   stale    the latest evidence of any kind is more than REVIEW_INTERVAL_MS old.
 * Percentages are compared in whole numbers (correct × 100 ≥ percent × answers), so 7 of 10 is
 * exactly 70 % and meets the bar.
 */

/** Judging by the recent answers lets a child who learned late show it; ten is two short sessions. */
export const RECENT_WINDOW = 10;
/** Three answers: one lucky guess cannot make an outcome familiar, yet a first session can. */
export const FAMILIAR_MIN_ANSWERS = 3;
/** Half right: better than guessing on the usual two- to four-choice questions. */
export const FAMILIAR_MIN_PERCENT = 50;
/** Five answers before "Yeterli": the smallest count where 70 % means more than luck (4 of 5). */
export const PROFICIENT_MIN_ANSWERS = 5;
/** Seven in ten right: the bar for "Yeterli". */
export const PROFICIENT_MIN_PERCENT = 70;
/** "Ustalaştı" asks for a flawless run of five, the 100 % bar. */
export const MASTERY_RUN = 5;
/**
 * The confirming mixed-review answer must come a day after proficiency: mastery means it is still
 * there after a night's sleep and among other topics, not right after drilling.
 */
export const MIXED_REVIEW_DELAY_MS = 1 * DAY_MS;
/**
 * A question answered again within a day of its last counted answer is not counted: re-trying right
 * after seeing the solution, or repeating one question, proves nothing new. Asked again a day later
 * it is spaced recall and counts. The first answer is the one kept, so a retry cannot hide a miss.
 */
export const REPEAT_GAP_MS = 1 * DAY_MS;
/** Three school weeks without touching an outcome: time to bring it back before it fades. */
export const REVIEW_INTERVAL_MS = 21 * DAY_MS;

export type DueReason = 'slipped' | 'stale';

export interface MasteryState {
  level: MasteryLevel;
  /** Shown as "Tekrar zamanı" instead of a lower level. */
  dueForReview: boolean;
}

export interface OutcomeAssessment extends MasteryState {
  /** Why it is due; when both hold, slipping is named, being the stronger sign. */
  due: DueReason | null;
  /** All evidence for the outcome. */
  attempts: number;
  /** The counted answers the level is judged on, and how many of them were correct. */
  answers: number;
  correct: number;
  /** Time of the latest evidence, as given. */
  lastAt: string | null;
}

interface Answer {
  time: number;
  correct: boolean;
  mixedReview: boolean;
}

function countedAnswers(sorted: readonly Evidence[]): Answer[] {
  const lastCounted = new Map<string, number>();
  const answers: Answer[] = [];
  for (const evidence of sorted) {
    if (typeof evidence.correct !== 'boolean') continue;
    const time = evidenceTime(evidence);
    if (evidence.questionId !== undefined) {
      const last = lastCounted.get(evidence.questionId);
      if (last !== undefined && time - last < REPEAT_GAP_MS) continue;
      lastCounted.set(evidence.questionId, time);
    }
    answers.push({ time, correct: evidence.correct, mixedReview: evidence.mixedReview === true });
  }
  return answers;
}

const correctCount = (answers: readonly Answer[]): number => answers.filter((answer) => answer.correct).length;

function meetsPercent(answers: readonly Answer[], percent: number): boolean {
  const recent = answers.slice(-RECENT_WINDOW);
  return correctCount(recent) * 100 >= percent * recent.length;
}

/** The level the answers so far earn on their own, without mastery (which needs history). */
function levelByAnswers(answers: readonly Answer[]): MasteryLevel {
  if (answers.length >= PROFICIENT_MIN_ANSWERS && meetsPercent(answers, PROFICIENT_MIN_PERCENT)) return 'proficient';
  if (answers.length >= FAMILIAR_MIN_ANSWERS && meetsPercent(answers, FAMILIAR_MIN_PERCENT)) return 'familiar';
  return 'tried';
}

function confirmsMastery(answers: readonly Answer[], proficientAt: number): boolean {
  const run = answers.slice(-MASTERY_RUN);
  return (
    run.length === MASTERY_RUN &&
    run.every((answer) => answer.correct) &&
    run.some((answer) => answer.mixedReview && answer.time - proficientAt >= MIXED_REVIEW_DELAY_MS)
  );
}

/** Replays the answers one by one and keeps the highest level reached. */
function peakLevel(answers: readonly Answer[]): MasteryLevel {
  let peak: MasteryLevel = 'tried';
  let proficientAt: number | null = null;
  for (let end = 1; end <= answers.length; end += 1) {
    const sofar = answers.slice(0, end);
    const level = levelByAnswers(sofar);
    if (masteryRank(level) > masteryRank(peak)) peak = level;
    if (proficientAt === null && peak === 'proficient') proficientAt = sofar[end - 1]?.time ?? null;
    if (proficientAt !== null && confirmsMastery(sofar, proficientAt)) return 'mastered';
  }
  return peak;
}

/** Whether the latest answers still meet the bar of the level kept. */
function holds(level: MasteryLevel, answers: readonly Answer[]): boolean {
  switch (level) {
    case 'mastered':
      return answers.slice(-MASTERY_RUN).every((answer) => answer.correct);
    case 'proficient':
      return meetsPercent(answers, PROFICIENT_MIN_PERCENT);
    case 'familiar':
      return meetsPercent(answers, FAMILIAR_MIN_PERCENT);
    default:
      return true;
  }
}

/**
 * The full judgement of one student's evidence for one outcome at `now` (passed in, so the same
 * evidence always gives the same answer). Evidence stamped after `now` still counts: a device clock
 * a little behind the server's must not hide a child's work.
 */
export function assessOutcome(evidence: readonly Evidence[], now: Date | number): OutcomeAssessment {
  if (evidence.length === 0) {
    return { level: 'not-started', dueForReview: false, due: null, attempts: 0, answers: 0, correct: 0, lastAt: null };
  }
  const sorted = [...evidence].sort(compareEvidence);
  const latest = sorted[sorted.length - 1] as Evidence;
  const answers = countedAnswers(sorted);
  const level = peakLevel(answers);
  const stale = Number(now) - evidenceTime(latest) > REVIEW_INTERVAL_MS;
  const due: DueReason | null = !holds(level, answers) ? 'slipped' : stale ? 'stale' : null;
  return { level, dueForReview: due !== null, due, attempts: sorted.length, answers: answers.length, correct: correctCount(answers), lastAt: latest.at };
}

/** The level shown for one outcome and whether it is time to review it. */
export function masteryOf(evidence: readonly Evidence[], now: Date | number): MasteryState {
  const { level, dueForReview } = assessOutcome(evidence, now);
  return { level, dueForReview };
}

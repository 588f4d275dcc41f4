/** docs/behaviour.md#data-kept-on-the-device: the difficulty of a schedule item, used here for everything that earns XP. */
export type Difficulty = 'easy' | 'medium' | 'hard';

/** The finished things of issue 16 that earn XP. */
export type ProgressEventKind = 'questionAnswered' | 'experimentFinished' | 'homeworkSubmitted' | 'scheduleItemDone';

/** One thing a student did, as plain data (stored offline, sent through the outbox, append-only). */
export type ProgressEvent = {
  /** Made once on the device (the outbox's idempotency key): a re-sent event keeps its id. */
  id: string;
  kind: ProgressEventKind;
  /**
   * What was done: the question, experiment, homework or schedule item id. Must be unique across
   * the whole app (e.g. "experiment-slug/q3"): a question earns XP once per refId.
   */
  refId: string;
  /** When, as an ISO instant with its offset ("2025-11-07T09:30:00Z", "…+03:00") or a bare day. */
  at: string;
  /** Questions only: only a correct answer earns XP. */
  correct?: boolean;
  /** Missing means medium. */
  difficulty?: Difficulty;
  /** Homework only: submitted before its due time. */
  onTime?: boolean;
  /** Time spent, for the "total time" stat. */
  minutes?: number;
};

export type XpRule = {
  xp: Readonly<Record<Difficulty, number>>;
  /** The most XP this kind earns in one day (in Turkey). */
  dailyCap: number;
};

/**
 * XP per finished thing, by difficulty. A question takes seconds, an experiment or a homework a
 * lesson's worth of work, so they are an order of magnitude apart. The daily caps stop grinding one
 * cheap kind: questions alone stop at 30, below the daily goal, so the goal asks for real work
 * (an experiment, a homework) and not a hundred easy questions.
 */
export const XP_RULES: Readonly<Record<ProgressEventKind, XpRule>> = {
  questionAnswered: { xp: { easy: 2, medium: 3, hard: 5 }, dailyCap: 30 },
  experimentFinished: { xp: { easy: 10, medium: 15, hard: 20 }, dailyCap: 60 },
  homeworkSubmitted: { xp: { easy: 10, medium: 15, hard: 20 }, dailyCap: 90 },
  scheduleItemDone: { xp: { easy: 3, medium: 5, hard: 8 }, dailyCap: 30 },
};

/** Homework handed in on time earns this on top: being on time is the habit we reward. */
export const ON_TIME_BONUS_XP = 10;

/** The daily goal: e.g. a medium homework on time (25), a medium experiment (15) and two schedule items (10). */
export const DAILY_GOAL_XP = 50;

// Stored events may come from another version: check rather than trust the type.
const isDifficulty = (value: unknown): value is Difficulty => value === 'easy' || value === 'medium' || value === 'hard';

/** The rule of a kind, or null for a kind this version does not know (stored by a newer one). */
export const ruleOf = (kind: string): XpRule | null => (Object.hasOwn(XP_RULES, kind) ? XP_RULES[kind as ProgressEventKind] : null);

/**
 * The XP one event is worth on its own, before the once-only and daily-cap rules: 0 for a wrong
 * answer or an unknown kind.
 */
export function baseXp(event: ProgressEvent): number {
  const rule = ruleOf(event.kind);
  if (!rule) return 0;
  if (event.kind === 'questionAnswered' && event.correct !== true) return 0;
  const difficulty = isDifficulty(event.difficulty) ? event.difficulty : 'medium';
  const bonus = event.kind === 'homeworkSubmitted' && event.onTime === true ? ON_TIME_BONUS_XP : 0;
  return rule.xp[difficulty] + bonus;
}

/** One multiplication fact, e.g. 7 × 8. */
export type Fact = { a: number; b: number };

/** How often each fact was answered wrongly; 7 × 8 and 8 × 7 count as one fact. */
export type MissCounts = Readonly<Record<string, number>>;

export type PracticeScore = { answered: number; correct: number; streak: number; bestStreak: number };

export const EMPTY_SCORE: PracticeScore = { answered: 0, correct: 0, streak: 0, bestStreak: 0 };

export const factKey = ({ a, b }: Fact): string => `${Math.min(a, b)}x${Math.max(a, b)}`;

const parseFactKey = (key: string): Fact | null => {
  const match = /^(\d+)x(\d+)$/.exec(key);
  return match ? { a: Number(match[1]), b: Number(match[2]) } : null;
};

/** A random source: returns [0, 1). Injected so questions are testable. */
export type Random = () => number;

const randomInt = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/** Share of questions that revisit a fact the class got wrong before. */
const REVISIT_SHARE = 0.35;

/**
 * The next question: mostly a random fact from 2 × 2 up to max × max (× 1 is
 * too easy to practise), sometimes one of the most missed facts, and never
 * the same question twice in a row.
 */
export function nextQuestion(random: Random, max: number, misses: MissCounts, previous?: Fact): Fact {
  const missed = topMisses(misses, 5, max);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    let fact: Fact;
    if (missed.length > 0 && random() < REVISIT_SHARE) {
      const chosen = missed[randomInt(random, 0, missed.length - 1)]!.fact;
      // Ask it either way round: 7 × 8 and 8 × 7 are the same fact.
      fact = random() < 0.5 ? chosen : { a: chosen.b, b: chosen.a };
    } else {
      fact = { a: randomInt(random, 2, max), b: randomInt(random, 2, max) };
    }
    if (!previous || previous.a !== fact.a || previous.b !== fact.b) return fact;
  }
  return { a: 2, b: previous && previous.b === max ? 2 : max };
}

export const isCorrect = (fact: Fact, answer: number): boolean => fact.a * fact.b === answer;

export function scoreAnswer(score: PracticeScore, correct: boolean): PracticeScore {
  const streak = correct ? score.streak + 1 : 0;
  return {
    answered: score.answered + 1,
    correct: score.correct + (correct ? 1 : 0),
    streak,
    bestStreak: Math.max(score.bestStreak, streak),
  };
}

export const recordMiss = (misses: MissCounts, fact: Fact): MissCounts => ({ ...misses, [factKey(fact)]: (misses[factKey(fact)] ?? 0) + 1 });

/** The most missed facts, most missed first; ties in table order. Facts above `max` are left out. */
export function topMisses(misses: MissCounts, limit: number, max = Infinity): { fact: Fact; count: number }[] {
  return Object.entries(misses)
    .map(([key, count]) => ({ fact: parseFactKey(key), count }))
    .filter((entry): entry is { fact: Fact; count: number } => entry.fact !== null && entry.count > 0 && Math.max(entry.fact.a, entry.fact.b) <= max)
    .sort((x, y) => y.count - x.count || x.fact.a - y.fact.a || x.fact.b - y.fact.b)
    .slice(0, limit);
}

/** Reads the stored counts, dropping anything that is not a fact with a positive whole count. */
export function parseMisses(raw: string | null): MissCounts {
  if (!raw) return {};
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
    return Object.fromEntries(Object.entries(data).filter(([key, value]) => parseFactKey(key) !== null && Number.isInteger(value) && (value as number) > 0));
  } catch {
    return {};
  }
}

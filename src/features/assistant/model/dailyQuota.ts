/** What a student may still ask today, given the limit their teacher set and what they have asked. */
export function remainingQuestions(limit: number, askedToday: number): number {
  return Math.max(0, limit - askedToday);
}

export type QuotaCount = { day: string; count: number };

/** Today's count after one more question; a count from another day starts again. */
export function countQuestion(previous: QuotaCount | undefined, today: string): QuotaCount {
  return { day: today, count: previous?.day === today ? previous.count + 1 : 1 };
}

export const askedOn = (stored: QuotaCount | undefined, today: string): number => (stored?.day === today ? stored.count : 0);

/** What a student may still ask today, given the limit their teacher set and what they have asked. */
export function remainingQuestions(limit: number, askedToday: number): number {
  return Math.max(0, limit - askedToday);
}

/** The device's own calendar day ("2026-11-25"): the limit starts again at local midnight, as the child's day does. */
export function localDay(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export type QuotaCount = { day: string; count: number };

/** Today's count after one more question; a count from another day starts again. */
export function countQuestion(previous: QuotaCount | undefined, today: string): QuotaCount {
  return { day: today, count: previous?.day === today ? previous.count + 1 : 1 };
}

export const askedOn = (stored: QuotaCount | undefined, today: string): number => (stored?.day === today ? stored.count : 0);

export type RetryOptions = {
  /** How many times to retry after the first failure. */
  retries: number;
  /** Delay before the first retry; doubled each time. */
  baseDelayMs: number;
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Delay before retry number `attempt` (0-based): base, 2×base, 4×base … */
export const backoffDelay = (attempt: number, baseDelayMs: number): number => baseDelayMs * 2 ** attempt;

/** Runs `task`, retrying with a doubling delay until it succeeds or the retries run out. */
export async function withRetry<T>(task: () => Promise<T>, { retries, baseDelayMs, wait = sleep }: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(backoffDelay(attempt, baseDelayMs));
    }
  }
}

import type { ApiContext } from '../../apiContext.ts';
import { fail, type ApiAnswer } from '../../http/answer.ts';
import { createLoginLimiter, type LoginLimiter, type UserRow } from '../auth/index.ts';

/** Wrong join codes one account may try in the window before it is asked to wait: codes cannot be guessed by trying. */
export const JOIN_MAX_FAILURES = 10;
/**
 * Wrong join or claim codes from one address in the window, over all its accounts: accounts are free, so
 * the per-account limit alone would let anyone guess with many. A class of 30 typing the code on the
 * school's one address with a typo each stays under it.
 */
export const JOIN_MAX_FAILURES_PER_ADDRESS = 40;
/** Wrong claim codes one account may try in the window: a claim code takes a child's line, so fewer tries. */
export const CLAIM_MAX_FAILURES = 5;
const JOIN_WINDOW_SECONDS = 15 * 60;

export function createJoinCodeLimiter(context: ApiContext): LoginLimiter {
  return createLoginLimiter(JOIN_WINDOW_SECONDS, () => context.now());
}

/**
 * The counters one join attempt is held to. Every join handler runs from its check to its count without
 * awaiting, so requests of a parallel burst are checked and counted one after another, never all
 * checked first: the burst meets the limit exactly as one request at a time does.
 */
export function joinAttempt(limiter: LoginLimiter, caller: UserRow, address: string) {
  const account = `join:${caller.id}`;
  const claim = `claim:${caller.id}`;
  const place = `join-address:${address}`;

  const tooMany = (wait: number): ApiAnswer<never> =>
    fail(429, `Çok fazla yanlış kod denendi. ${Math.ceil(wait / 60)} dakika sonra tekrar dene ya da kodu öğretmeninden iste.`, {
      error_code: 'RATE_LIMITED',
      headers: { 'retry-after': String(wait) },
    });

  return {
    /** 429 when this account or address has used up its wrong tries (claim tries too, when a claim code is sent). */
    refused(withClaim: boolean): ApiAnswer<never> | undefined {
      const wait = Math.max(
        limiter.retryAfter(account, JOIN_MAX_FAILURES),
        limiter.retryAfter(place, JOIN_MAX_FAILURES_PER_ADDRESS),
        withClaim ? limiter.retryAfter(claim, CLAIM_MAX_FAILURES) : 0,
      );
      return wait > 0 ? tooMany(wait) : undefined;
    },
    wrongJoinCode(): void {
      limiter.recordFailure(account);
      limiter.recordFailure(place);
    },
    wrongClaimCode(): void {
      limiter.recordFailure(claim);
      limiter.recordFailure(place);
    },
  };
}

import type { ApiContext } from '../../apiContext.ts';
import { fail, type ApiAnswer } from '../../http/answer.ts';
import { limiterKey } from './loginLimiter.ts';

/** Settles a counted attempt: a proven password starts the account afresh and gives back the address's place. */
export type PasswordAttempt = { settle(proven: boolean): void };

function tooManyPasswordAttempts(wait: number): ApiAnswer<never> {
  // Seconds, not "1 minute", when the last places are taken by attempts still being checked (a class
  // signing in to one shared school account at once) or the window is about to free one.
  const message =
    wait < 60
      ? 'Çok fazla giriş denemesi. Lütfen birkaç saniye sonra tekrar deneyin.'
      : `Çok fazla başarısız giriş denemesi. Lütfen ${Math.ceil(wait / 60)} dakika sonra tekrar deneyin.`;
  return fail(429, message, {
    error_code: 'RATE_LIMITED',
    headers: { 'retry-after': String(wait) },
  });
}

/**
 * Counts a guess at an account's password — a login, a current password at a profile change, a
 * registration replayed with another body — under the account (from any address: rotating addresses)
 * and under the address (over all accounts: spraying), BEFORE the slow hash, so that a parallel burst
 * meets the limit exactly as guesses one at a time do. Every path shares the login's counts: a guess
 * is a guess, whichever door it comes through.
 */
export function reservePasswordAttempt(context: ApiContext, email: string, ip: string): PasswordAttempt | { refused: ApiAnswer<never> } {
  const { maxFailures, maxFailuresPerAddress } = context.config.loginRateLimit;
  const accountKey = limiterKey('account', email.trim().toLowerCase());
  const reservation = context.loginLimiter.reserve([
    { key: accountKey, max: maxFailures },
    { key: limiterKey('address', ip), max: maxFailuresPerAddress },
  ]);
  if ('wait' in reservation) return { refused: tooManyPasswordAttempts(reservation.wait) };
  return {
    settle(proven) {
      if (!proven) return reservation.fail();
      reservation.release();
      // Only the account starts afresh: one good password must not clear a whole address's failures.
      context.loginLimiter.reset(accountKey);
    },
  };
}

/** Runs the check with its attempt counted; a check that throws counts as failed. */
export async function checkCounted(attempt: PasswordAttempt, check: () => Promise<boolean>): Promise<boolean> {
  let proven = false;
  try {
    proven = await check();
    return proven;
  } finally {
    attempt.settle(proven);
  }
}

import { GUARDIAN_LIMITS } from '../../../src/shared/api/guardians.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, type ApiAnswer } from '../../http/answer.ts';
import { createLoginLimiter, type LoginLimiter, type Reservation, type UserRow } from '../auth/index.ts';

export function createGuardianLinkLimiter(context: ApiContext): LoginLimiter {
  return createLoginLimiter(GUARDIAN_LIMITS.windowMinutes * 60, () => context.now());
}

const tooMany = (wait: number): ApiAnswer<never> =>
  fail(429, `Çok fazla yanlış veli kodu denendi. ${Math.ceil(wait / 60)} dakika sonra tekrar deneyin ya da kodu çocuğunuzun öğretmeninden yeniden isteyin.`, {
    error_code: 'RATE_LIMITED',
    headers: { 'retry-after': String(wait) },
  });

/**
 * One try of a parent code, counted under the parent and the address before the code is hashed or
 * looked up, so a burst sent in parallel meets the limit exactly as tries one at a time do. The try
 * is settled once: a wrong or spent code stays counted, a code that named a child gives its place back.
 */
export function reserveCodeTry(
  limiter: LoginLimiter,
  caller: UserRow,
  address: string,
): { ok: true; reservation: Reservation } | { ok: false; answer: ApiAnswer<never> } {
  const held = limiter.reserve([
    { key: `guardian:${caller.id}`, max: GUARDIAN_LIMITS.wrongCodesPerParent },
    { key: `guardian-address:${address}`, max: GUARDIAN_LIMITS.wrongCodesPerAddress },
  ]);
  return 'wait' in held ? { ok: false, answer: tooMany(held.wait) } : { ok: true, reservation: held };
}

import type { RateLimit } from './http/rateLimit.ts';

/** The anonymous writes limited per client address (issue 13), each with its own count per route. */
export const WRITE_LIMIT_NAMES = ['register', 'contact', 'newsletter', 'reactions'] as const;
export type WriteLimitName = (typeof WRITE_LIMIT_NAMES)[number];
export type WriteRateLimits = Record<WriteLimitName, RateLimit>;
export type WriteRateLimitOptions = Partial<Record<WriteLimitName, Partial<RateLimit>>>;

const TEN_MINUTES = 600;

/**
 * A whole school often reaches the server from one address, so the limits count what a busy lesson
 * sends, not what one person does:
 * - register 100: two classes of 30 in a computer room at once, each pupil with a retry or a typo the
 *   server refuses (an e-mail already taken); a script still stops at 100 accounts per 10 minutes.
 * - contact 60 and newsletter 60: a class sending the form as an exercise, twice over; a real office
 *   sends a handful. Replays of a stored Idempotency-Key (the outbox) are not counted at all.
 * - reactions 300 per route (likes and bookmarks apart): 30 pupils liking and unliking ten posts each.
 */
const DEFAULTS: WriteRateLimits = {
  register: { max: 100, windowSeconds: TEN_MINUTES },
  contact: { max: 60, windowSeconds: TEN_MINUTES },
  newsletter: { max: 60, windowSeconds: TEN_MINUTES },
  reactions: { max: 300, windowSeconds: TEN_MINUTES },
};

/** `RATE_LIMIT_REGISTER=…` and the like set a maximum; `RATE_LIMIT_WINDOW_SECONDS` the window of all of them. */
const envNameOf = (name: WriteLimitName): string => `RATE_LIMIT_${name.toUpperCase()}`;
const WINDOW_ENV = 'RATE_LIMIT_WINDOW_SECONDS';

function positiveIntegerFromEnv(name: string): number | undefined {
  const text = process.env[name]?.trim();
  return text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/** Options (tests) win over the environment (deployments), which wins over the defaults. */
export function resolveWriteRateLimits(options: WriteRateLimitOptions = {}): WriteRateLimits {
  const window = positiveIntegerFromEnv(WINDOW_ENV);
  const entries = WRITE_LIMIT_NAMES.map((name): [WriteLimitName, RateLimit] => [
    name,
    {
      max: options[name]?.max ?? positiveIntegerFromEnv(envNameOf(name)) ?? DEFAULTS[name].max,
      windowSeconds: options[name]?.windowSeconds ?? window ?? DEFAULTS[name].windowSeconds,
    },
  ]);
  return Object.fromEntries(entries) as WriteRateLimits;
}

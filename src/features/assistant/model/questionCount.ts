import { createStore, get, set, type UseStore } from 'idb-keyval';
import { toIsoDate } from '@/shared/progress/days.ts';
import { askedOn, countQuestion, type QuotaCount } from './dailyQuota.ts';

/**
 * Today's question count and the last limit the server gave, per user. Deliberately NOT in the
 * per-user store that sign-out clears: signing out and in again (offline, too, when the server
 * cannot be asked) must not reset a child's daily limit. It holds two numbers and a date, nothing
 * anyone could read about the child, and only today's count is kept.
 */
type Stored = QuotaCount & { limit?: number };

let store: UseStore | undefined;
const countStore = () => (store ??= createStore('etkilab-assistant-count', 'count'));
const read = (owner: string) => get<Stored>(owner, countStore());

export async function questionsAskedToday(owner: string, now: Date): Promise<number> {
  return askedOn(await read(owner), toIsoDate(now));
}

/** Counts one more question and answers today's new total. */
export async function countOneQuestion(owner: string, now: Date): Promise<number> {
  const previous = await read(owner);
  const next: Stored = { ...countQuestion(previous, toIsoDate(now)), ...(previous?.limit ? { limit: previous.limit } : {}) };
  await set(owner, next, countStore());
  return next.count;
}

/** The limit the server last gave this user, kept for when it cannot be asked. */
export async function lastKnownLimit(owner: string): Promise<number | undefined> {
  return (await read(owner))?.limit;
}

export async function rememberLimit(owner: string, limit: number, now: Date): Promise<void> {
  const previous = await read(owner);
  if (previous?.limit === limit) return;
  await set(owner, { day: previous?.day ?? toIsoDate(now), count: previous?.count ?? 0, limit }, countStore());
}

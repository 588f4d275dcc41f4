import { createStore, get, set, type UseStore } from 'idb-keyval';
import { askedOn, countQuestion, localDay, type QuotaCount } from '../model/dailyQuota.ts';

/**
 * Today's question count, per user. Deliberately NOT in the per-user store that sign-out clears:
 * signing out and in again must not reset a child's daily limit. It holds a number and a date, nothing
 * anyone could read about the child, and only today's count is kept.
 */
let store: UseStore | undefined;
const countStore = () => (store ??= createStore('etkilab-assistant-count', 'count'));

export async function questionsAskedToday(owner: string, now: Date): Promise<number> {
  return askedOn(await get<QuotaCount>(owner, countStore()), localDay(now));
}

/** Counts one more question and answers today's new total. */
export async function countOneQuestion(owner: string, now: Date): Promise<number> {
  const next = countQuestion(await get<QuotaCount>(owner, countStore()), localDay(now));
  await set(owner, next, countStore());
  return next.count;
}

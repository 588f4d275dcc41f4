import { createObservable } from '@/shared/lib/observable.ts';
import type { KeyValueStorage } from '@/shared/lib/storage.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';

export type ConsentChoice = 'accepted' | 'declined';

/** docs/behaviour.md#data-kept-on-the-device local storage: the choice and its date, as two keys. */
export const CONSENT_KEY = STORAGE_KEYS.consent;
export const CONSENT_DATE_KEY = STORAGE_KEYS.consentDate;

/** docs/behaviour.md#limits-and-constants: the banner appears 1.5 s after load. */
export const BANNER_DELAY_MS = 1500;

export type StoredConsent = { choice: ConsentChoice; date: string };

export function readConsent(storage: KeyValueStorage): StoredConsent | null {
  const choice = storage.getItem(CONSENT_KEY);
  if (choice !== 'accepted' && choice !== 'declined') return null;
  return { choice, date: storage.getItem(CONSENT_DATE_KEY) ?? '' };
}

/** A choice made in this page: what waits for the banner to go (the install offer) follows it. */
export const consentChosenHere = createObservable(false);

export function storeConsent(storage: KeyValueStorage, choice: ConsentChoice, now: Date = new Date()): StoredConsent {
  const date = now.toISOString();
  storage.setItem(CONSENT_KEY, choice);
  storage.setItem(CONSENT_DATE_KEY, date);
  consentChosenHere.set(true);
  return { choice, date };
}

/** The banner asks only once: any stored choice keeps it away. */
export const needsConsent = (storage: KeyValueStorage): boolean => readConsent(storage) === null;

/** Analytics may run only after an explicit "accept all". */
export const analyticsAllowed = (storage: KeyValueStorage): boolean => readConsent(storage)?.choice === 'accepted';

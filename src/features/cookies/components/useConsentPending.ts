import { useObservable } from '@/shared/lib/observable.ts';
import { safeLocalStorage } from '@/shared/lib/storage.ts';
import { consentChosenHere, needsConsent } from '../model/consent.ts';

/**
 * True while the cookie banner still has a question to ask on this device: the notices that sit where it
 * does (the install offer and hint) wait for it, instead of covering it or each other.
 */
export function useConsentPending(): boolean {
  const chosenHere = useObservable(consentChosenHere);
  return !chosenHere && needsConsent(safeLocalStorage());
}

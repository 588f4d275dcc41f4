import { describe, expect, it } from 'vitest';
import { BANNER_DELAY_MS, CONSENT_DATE_KEY, CONSENT_KEY, analyticsAllowed, needsConsent, readConsent, storeConsent } from './consent.ts';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
};

describe('cookie consent storage', () => {
  it('asks when nothing is stored', () => {
    const storage = memoryStorage();
    expect(needsConsent(storage)).toBe(true);
    expect(readConsent(storage)).toBeNull();
  });

  it.each(['accepted', 'declined'] as const)('stores "%s" with its date under the two keys', (choice) => {
    const storage = memoryStorage();
    const now = new Date('2026-03-04T05:06:07.000Z');
    storeConsent(storage, choice, now);
    expect(storage.map.get(CONSENT_KEY)).toBe(choice);
    expect(storage.map.get(CONSENT_DATE_KEY)).toBe('2026-03-04T05:06:07.000Z');
    expect(readConsent(storage)).toEqual({ choice, date: '2026-03-04T05:06:07.000Z' });
    expect(needsConsent(storage)).toBe(false);
  });

  it('treats an unknown stored value as no choice', () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_KEY, 'maybe');
    expect(needsConsent(storage)).toBe(true);
  });

  it('allows analytics only after accepting', () => {
    const storage = memoryStorage();
    expect(analyticsAllowed(storage)).toBe(false);
    storeConsent(storage, 'declined');
    expect(analyticsAllowed(storage)).toBe(false);
    storeConsent(storage, 'accepted');
    expect(analyticsAllowed(storage)).toBe(true);
  });

  it('waits 1.5 s before showing the banner', () => {
    expect(BANNER_DELAY_MS).toBe(1500);
  });
});

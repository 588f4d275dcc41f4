import { describe, expect, it } from 'vitest';
import { lastSeenText } from './lastSeen.ts';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('lastSeenText', () => {
  it('is null for a teacher who never signed in (and for a broken date)', () => {
    expect(lastSeenText(null, now)).toBeNull();
    expect(lastSeenText('dün', now)).toBeNull();
  });

  it('says minutes and hours in Turkish', () => {
    expect(lastSeenText(ago(10 * 1000), now)).toBe('1 dakika önce');
    expect(lastSeenText(ago(5 * MINUTE), now)).toBe('5 dakika önce');
    expect(lastSeenText(ago(3 * 60 * MINUTE), now)).toBe('3 saat önce');
  });

  it('says days up to a month, then the date', () => {
    expect(lastSeenText(ago(DAY), now)).toBe('dün');
    expect(lastSeenText(ago(6 * DAY), now)).toBe('6 gün önce');
    expect(lastSeenText(ago(45 * DAY), now)).toBe('24 Ocak 2026');
  });

  it('takes a clock running behind the server as just now', () => expect(lastSeenText(ago(-5 * MINUTE), now)).toBe('1 dakika önce'));
});

import { describe, expect, it } from 'vitest';
import { formatShortDateTime } from './dates.ts';
import { lastSeenText } from './lastSeen.ts';

describe('lastSeenText', () => {
  it('shows the time, "never" for no sign-in yet, and a dash when the field is withheld', () => {
    expect(lastSeenText('2026-11-25T08:30:00.000Z', 'Hiç')).toBe(formatShortDateTime('2026-11-25T08:30:00.000Z'));
    expect(lastSeenText(null, 'Hiç')).toBe('Hiç');
    expect(lastSeenText(undefined, 'Hiç')).toBe('—');
  });
});

import { describe, expect, it } from 'vitest';
import { parseDailyLimit } from './limitInput.ts';

describe('a typed daily limit', () => {
  it('takes whole numbers from 1 to 100', () => {
    expect(parseDailyLimit(' 25 ')).toEqual({ ok: true, value: 25 });
    expect(parseDailyLimit('1')).toEqual({ ok: true, value: 1 });
    expect(parseDailyLimit('100')).toEqual({ ok: true, value: 100 });
  });

  it('says why anything else is refused', () => {
    expect(parseDailyLimit('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseDailyLimit('2,5')).toEqual({ ok: false, reason: 'notWhole' });
    expect(parseDailyLimit('-3')).toEqual({ ok: false, reason: 'notWhole' });
    expect(parseDailyLimit('0')).toEqual({ ok: false, reason: 'range' });
    expect(parseDailyLimit('101')).toEqual({ ok: false, reason: 'range' });
  });
});

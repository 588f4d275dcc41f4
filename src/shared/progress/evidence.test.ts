import { describe, expect, it } from 'vitest';
import { compareEvidence, evidenceTime, mergeEvidence, type Evidence } from './evidence.ts';

const item = (id: string, at: string, extra: Partial<Evidence> = {}): Evidence => ({
  id,
  studentId: 1,
  kind: 'question',
  outcomeCode: 'F.5.5.1.1',
  at,
  ...extra,
});

describe('mergeEvidence', () => {
  it('joins both sides, each event once, oldest first', () => {
    const device = [item('b', '2025-10-06T10:00:00Z'), item('a', '2025-10-06T09:00:00Z')];
    const server = [item('c', '2025-10-06T09:30:00Z'), item('a', '2025-10-06T09:00:00Z')];
    expect(mergeEvidence(device, server).map((e) => e.id)).toEqual(['a', 'c', 'b']);
  });

  it('keeps the server copy when both sides hold the same id', () => {
    const device = [item('a', '2025-10-06T09:00:00Z', { correct: false })];
    const server = [item('a', '2025-10-06T09:00:05Z', { correct: true })];
    expect(mergeEvidence(device, server)).toEqual(server);
  });

  it('keeps the later copy when one side repeats an id', () => {
    const merged = mergeEvidence([item('a', '2025-10-06T09:00:00Z', { correct: false }), item('a', '2025-10-06T09:00:00Z', { correct: true })], []);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.correct).toBe(true);
  });

  it('keeps device-only evidence (work done offline is never lost)', () => {
    const merged = mergeEvidence([item('offline', '2025-10-07T08:00:00Z')], [item('s', '2025-10-06T08:00:00Z')]);
    expect(merged.map((e) => e.id)).toEqual(['s', 'offline']);
  });

  it('orders by instant, not by text, across time-zone offsets', () => {
    // 11:30 in Türkiye is 08:30 UTC: earlier than 09:00Z although it sorts later as text.
    const merged = mergeEvidence([item('z', '2025-10-06T09:00:00Z')], [item('tr', '2025-10-06T11:30:00+03:00')]);
    expect(merged.map((e) => e.id)).toEqual(['tr', 'z']);
  });

  it('orders equal instants by id, so every device agrees', () => {
    const at = '2025-10-06T09:00:00Z';
    expect(mergeEvidence([item('b', at)], [item('a', at)]).map((e) => e.id)).toEqual(['a', 'b']);
    expect(mergeEvidence([item('a', at)], [item('b', at)]).map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('returns an empty list for no evidence and does not change its inputs', () => {
    const device = [item('b', '2025-10-06T10:00:00Z'), item('a', '2025-10-06T09:00:00Z')];
    expect(mergeEvidence([], [])).toEqual([]);
    mergeEvidence(device, []);
    expect(device.map((e) => e.id)).toEqual(['b', 'a']);
  });
});

describe('evidenceTime and compareEvidence', () => {
  it('reads ISO times as instants', () => {
    expect(evidenceTime(item('a', '2025-10-06T12:00:00+03:00'))).toBe(Date.UTC(2025, 9, 6, 9));
  });

  it('puts a time that does not parse first, in a stable order', () => {
    const broken = item('x', 'not a time');
    expect(evidenceTime(broken)).toBe(Number.NEGATIVE_INFINITY);
    expect(compareEvidence(broken, item('a', '2025-10-06T09:00:00Z'))).toBe(-1);
    expect(compareEvidence(broken, item('y', 'also broken'))).toBe(-1);
    expect(compareEvidence(broken, broken)).toBe(0);
  });
});

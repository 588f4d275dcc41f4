import { describe, expect, it } from 'vitest';
import { lineActions, mergeTargets } from './rosterClaims.ts';
import { rosterLine as line } from '@tests/fixtures/rosterLine.ts';

describe('lineActions', () => {
  it('offers a claim code for a typed line nobody holds, and nothing for one a personal account holds', () => {
    expect(lineActions(line(1, 'Su Karaca'), true)).toEqual({ claimCode: true, merge: false, remove: false });
    expect(lineActions(line(2, 'Elif Yılmaz', { user_id: 9, has_account: true, claimable: false }), true)).toEqual({
      claimCode: false,
      merge: false,
      remove: false,
    });
  });

  it('offers merge (when a typed line is free) and remove for a self-joined line', () => {
    const joined = line(3, 'Su Karaca', { origin: 'joined', user_id: 12, has_account: true, claimable: false });
    expect(lineActions(joined, true)).toEqual({ claimCode: false, merge: true, remove: true });
    expect(lineActions(joined, false)).toEqual({ claimCode: false, merge: false, remove: true });
  });
});

describe('mergeTargets', () => {
  it('lists only typed lines an account may still take, by name in Turkish order', () => {
    const students = [
      line(1, 'Zeynep Arslan'),
      line(2, 'Çınar Yalçın'),
      line(3, 'Can Er'),
      line(4, 'Elif Yılmaz', { claimable: false, user_id: 5, has_account: true }),
      line(5, 'Su Karaca', { origin: 'joined', claimable: false, user_id: 6 }),
    ];
    expect(mergeTargets(students).map((student) => student.full_name)).toEqual(['Can Er', 'Çınar Yalçın', 'Zeynep Arslan']);
  });
});

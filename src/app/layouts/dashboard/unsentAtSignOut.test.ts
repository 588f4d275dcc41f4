import { describe, expect, it } from 'vitest';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { nothingUnsent, unsentAtSignOut } from './unsentAtSignOut.ts';

const write = (id: string, state: UserWrite['state']): UserWrite => ({
  id,
  ownerId: 1,
  kind: 'submission',
  method: 'POST',
  path: '/api/assignments/1/submissions/',
  body: {},
  refs: {},
  createdAt: 1,
  attempts: 0,
  state,
});

describe('unsentAtSignOut', () => {
  it('counts waiting writes apart from refused and conflicted ones', () => {
    const unsent = unsentAtSignOut([write('a', 'waiting'), write('b', 'rejected'), write('c', 'waiting'), write('d', 'conflict')]);
    expect(unsent).toEqual({ waiting: 2, refused: 2 });
    expect(nothingUnsent(unsent)).toBe(false);
  });

  it('finds nothing to warn about with no writes', () => {
    expect(nothingUnsent(unsentAtSignOut([]))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { refusedForNow } from './handInResult.ts';

const write: UserWrite = {
  id: 'teslim-1',
  ownerId: 9,
  kind: 'submission',
  method: 'POST',
  path: '/api/assignments/4/submissions/',
  body: { text: 'Cevabım' },
  refs: { assignmentId: 4, label: 'Ödev' },
  createdAt: 1,
  attempts: 1,
  state: 'waiting',
};

describe('refusedForNow', () => {
  it('is a write the server asked to wait for, not one waiting for the network', () => {
    expect(refusedForNow({ status: 'queued', write: { ...write, notBefore: 86_400_000 } })).toBe(true);
    expect(refusedForNow({ status: 'queued', write })).toBe(false);
    expect(refusedForNow({ status: 'sent', body: null })).toBe(false);
  });
});

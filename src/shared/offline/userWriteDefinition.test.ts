import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { UserWrite } from './userOutbox.ts';
import { defineUserWrite, handleSentWrite } from './userWriteDefinition.ts';

const sendUserWrite = vi.hoisted(() => vi.fn(async () => ({ status: 'queued' })));
vi.mock('./userOutbox.ts', () => ({ sendUserWrite }));

const noteWrite = defineUserWrite({
  kind: 'attendance',
  what: { id: 'write-definition-test', message: 'Yoklama' },
  request: ({ classId, date }: { classId: number; date: string }) => ({
    method: 'PUT',
    path: `/api/classes/${classId}/attendance/${date}/`,
    body: { records: [], version: 0 },
    refs: { classId, date },
  }),
  refreshes: [['classroom']],
  whenSent: vi.fn(),
});

const sentWrite = {
  id: 'k',
  ownerId: 3,
  kind: 'attendance',
  method: 'PUT',
  path: '/x',
  body: {},
  refs: {},
  createdAt: 1,
  attempts: 0,
  state: 'waiting',
} satisfies UserWrite;

describe('defineUserWrite', () => {
  it('sends through the outbox with its own kind, path, body and refs', async () => {
    await noteWrite.send(3, { classId: 5, date: '2026-12-03' });
    expect(sendUserWrite).toHaveBeenCalledWith({
      ownerId: 3,
      kind: 'attendance',
      method: 'PUT',
      path: '/api/classes/5/attendance/2026-12-03/',
      body: { records: [], version: 0 },
      refs: { classId: 5, date: '2026-12-03' },
    });
  });
});

describe('handleSentWrite', () => {
  it('runs the kind’s own step (told whether this tab sent it) and refreshes its lists', () => {
    const client = new QueryClient();
    client.setQueryData(['classroom', 'classes'], []);
    client.setQueryData(['blog'], []);
    handleSentWrite({ definitions: [noteWrite], followUps: [] }, client, sentWrite, { sheet: {} }, false);
    expect(noteWrite.whenSent).toHaveBeenCalledWith(client, sentWrite, { sheet: {} }, false);
    expect(client.getQueryState(['classroom', 'classes'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['blog'])?.isInvalidated).toBe(false);
  });

  it('runs the follow-ups of that kind only, and refreshes their lists too', () => {
    const client = new QueryClient();
    client.setQueryData(['progress', 'me'], {});
    client.setQueryData(['shipping'], []);
    const progress = { after: ['attendance', 'grade'] as const, refreshes: [['progress']], whenSent: vi.fn() };
    const shipping = { after: ['shipping'] as const, refreshes: [['shipping']], whenSent: vi.fn() };
    handleSentWrite({ definitions: [noteWrite], followUps: [progress, shipping] }, client, sentWrite, null, true);
    expect(progress.whenSent).toHaveBeenCalledWith(client, sentWrite, null, true);
    expect(shipping.whenSent).not.toHaveBeenCalled();
    expect(client.getQueryState(['progress', 'me'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['shipping'])?.isInvalidated).toBe(false);
  });

  it('ignores a kind nobody defined, even one a follow-up names', () => {
    const client = new QueryClient();
    const followUp = { after: ['attendance'] as const, refreshes: [], whenSent: vi.fn() };
    expect(() => handleSentWrite({ definitions: [], followUps: [followUp] }, client, sentWrite, null, true)).not.toThrow();
    expect(followUp.whenSent).not.toHaveBeenCalled();
  });
});

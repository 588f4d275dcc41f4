import { useSyncExternalStore } from 'react';
import { http } from '../api/http.ts';
import { newIdempotencyKey } from './outboxClient.ts';
import {
  createUserOutbox,
  type SendResult,
  type SentListener,
  type UserOutbox,
  type UserOutboxChannel,
  type UserOutboxMessage,
  type UserWriteInput,
} from './userOutboxQueue.ts';
import { defaultUserWriteStorage, type UserWrite } from './userOutboxStore.ts';

export type { SendResult, SentListener, UserWriteInput } from './userOutboxQueue.ts';
export type { UserWrite, UserWriteError, UserWriteKind } from './userOutboxStore.ts';
export { USER_WRITE_KINDS } from './userOutboxStore.ts';

/** The BroadcastChannel and Web Lock names of the signed-in outbox. */
const USER_OUTBOX_NAME = 'etkilab-user-outbox';

const isMessage = (data: unknown): data is UserOutboxMessage =>
  typeof data === 'object' && data !== null && ((data as { type?: unknown }).type === 'changed' || (data as { type?: unknown }).type === 'sent');

function broadcastChannel(): UserOutboxChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(USER_OUTBOX_NAME);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) =>
      channel.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (isMessage(event.data)) listener(event.data);
      }),
  };
}

function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(USER_OUTBOX_NAME, task) as Promise<T>) : task();
}

let instance: UserOutbox | undefined;

/** Made on first use: importing this module opens no database and no channel. */
function outbox(): UserOutbox {
  instance ??= createUserOutbox({
    // The client's own retries are fine for a write with a key; one keeps each replay short.
    send: (write: UserWrite) => http.request<unknown>(write.path, { method: write.method, body: write.body, auth: true, idempotencyKey: write.id, retries: 1 }),
    storage: defaultUserWriteStorage(),
    now: Date.now,
    newId: newIdempotencyKey,
    isOnline: () => navigator.onLine,
    exclusive,
    channel: broadcastChannel(),
  });
  return instance;
}

/** Sends now when online; on a network failure, timeout, 408/429/5xx or offline it keeps the write and answers queued. A 409 keeps it as a conflict; another 4xx keeps it as rejected (never silently dropped: the screen shows it). */
export const sendUserWrite = (input: UserWriteInput): Promise<SendResult> => outbox().sendUserWrite(input);

/** In creation order; stops at the first network/5xx failure or a session refusal (the writes stay). `left` counts the owner's writes still waiting. */
export const replayUserWrites = (ownerId: number): Promise<{ sent: number; left: number }> => outbox().replayUserWrites(ownerId);

export const discardUserWrite = (id: string): Promise<void> => outbox().discardUserWrite(id);

/** Replace a conflicted or rejected write's body (e.g. the person chose their version with the server's new version number) and send it again with a NEW id/key. */
export const retryUserWrite = (id: string, body: unknown): Promise<SendResult> => outbox().retryUserWrite(id, body);

/** The owner's writes in every state (waiting, conflict, rejected), oldest first. */
export const pendingUserWrites = (ownerId: number): Promise<UserWrite[]> => outbox().pendingUserWrites(ownerId);

/** Listeners for sent writes, so screens can refresh their queries: called with the write and the server's body. */
export const onUserWriteSent = (listener: SentListener): (() => void) => outbox().onUserWriteSent(listener);

/** Wires the triggers once: replay for the current owner now, on `online`, on visibilitychange→visible, and on the outboxes' back-off while writes wait (retryPolicy.ts). Returns a stop function. */
export const startUserOutbox = (getOwnerId: () => number | null): (() => void) => outbox().startUserOutbox(getOwnerId);

const subscribe = (listener: () => void) => outbox().subscribe(listener);
const NO_WRITES: readonly UserWrite[] = Object.freeze([]);
const noWrites = () => NO_WRITES;

/** Subscribes screens: the writes of that owner (empty for null), kept fresh on every change in this tab and in other tabs. */
export function useUserWrites(ownerId: number | null): readonly UserWrite[] {
  return useSyncExternalStore(subscribe, () => outbox().writesOf(ownerId), noWrites);
}

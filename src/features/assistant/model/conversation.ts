import { get, set } from 'idb-keyval';
import { userDataStore } from '@/shared/offline/userData.ts';
import type { ChatMessage } from './reply.ts';

/** A conversation keeps its latest messages; older ones fall off, as in any chat on a small device. */
const KEPT_MESSAGES = 80;

/**
 * In the per-user store: a shared tablet's sign-out clears it in one step, so the next child never
 * sees this one's questions, and nothing of it leaves the device.
 */
const key = (owner: string) => `etkibot:conversation:${owner}`;

export async function loadConversation(owner: string): Promise<ChatMessage[]> {
  const stored = await get<ChatMessage[]>(key(owner), userDataStore());
  return Array.isArray(stored) ? stored : [];
}

export async function saveConversation(owner: string, messages: readonly ChatMessage[]): Promise<void> {
  await set(key(owner), messages.slice(-KEPT_MESSAGES), userDataStore());
}

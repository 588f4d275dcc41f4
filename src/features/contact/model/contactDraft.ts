import type { KeyValueStorage } from '@/shared/lib/storage.ts';
import { CONTACT_FIELDS, EMPTY_CONTACT, type ContactValues } from './contactRules.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';

/**
 * What survives a reload: the typed values, and once sent, the submission's Idempotency-Key with the
 * exact body it went with. A resubmit of the same body (after a lost answer) reuses the key, so the
 * server answers with the first result instead of storing it twice; a changed body is a new submission.
 */
export type ContactDraft = {
  values: ContactValues;
  key?: string;
  keyBody?: string;
  /** Set while the worker holds the post: the form shows "waiting" after a reload. */
  queuedId?: string;
  queuedSince?: number;
};

export const DRAFT_STORAGE_KEY = STORAGE_KEYS.contactDraft;

const isText = (value: unknown): value is string => typeof value === 'string';

export function readDraft(storage: KeyValueStorage): ContactDraft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const draft = parsed as Record<string, unknown>;
  const stored = (draft.values ?? {}) as Record<string, unknown>;
  const values = { ...EMPTY_CONTACT };
  for (const field of CONTACT_FIELDS) if (isText(stored[field])) values[field] = stored[field];
  return {
    values,
    ...(isText(draft.key) && isText(draft.keyBody) ? { key: draft.key, keyBody: draft.keyBody } : {}),
    ...(isText(draft.queuedId) && typeof draft.queuedSince === 'number' ? { queuedId: draft.queuedId, queuedSince: draft.queuedSince } : {}),
  };
}

export function writeDraft(storage: KeyValueStorage, draft: ContactDraft): void {
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the reload safety net.
  }
}

export function clearDraft(storage: KeyValueStorage): void {
  storage.removeItem(DRAFT_STORAGE_KEY);
}

/** The key for sending `body`: the draft's own when it went with this same body, else a new one. */
export function keyForBody(draft: Pick<ContactDraft, 'key' | 'keyBody'> | null, body: unknown, makeKey: () => string): { key: string; keyBody: string } {
  const keyBody = JSON.stringify(body);
  if (draft?.key && draft.keyBody === keyBody) return { key: draft.key, keyBody };
  return { key: makeKey(), keyBody };
}

import { createStore, del, set, values } from 'idb-keyval';

/** Every kind of signed-in write; each is defined once, in its feature's api.ts (defineUserWrite). */
export const USER_WRITE_KINDS = [
  'attendance',
  'submission',
  'grade',
  'gradeCell',
  'progress',
  'timetable',
  'assistantFlag',
  'shipping',
  'announcement',
  'notificationRead',
] as const;
export type UserWriteKind = (typeof USER_WRITE_KINDS)[number];

/** The server's normalised refusal, as the screen shows it next to the write. */
export type UserWriteError = { code: string; message: string; fieldErrors?: Record<string, string[]> };

/** A signed-in write kept on the device until the server has it (docs/architecture.md#the-two-outboxes). */
export type UserWrite = {
  /** Also the Idempotency-Key, made once, so a write whose answer was lost can be sent again safely. */
  id: string;
  /** The signed-in user's id: only that user sees or sends it. */
  ownerId: number;
  kind: UserWriteKind;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** What it is about, for lists and for the screens to show their own pending items: e.g. { classId, date } or { assignmentId } or { submissionId }. */
  refs: Record<string, string | number>;
  createdAt: number;
  attempts: number;
  state: 'waiting' | 'conflict' | 'rejected';
  /** For rejected: the server's normalised error (code, message, fieldErrors). */
  error?: UserWriteError;
  /** For conflict: the server's current record (the `current` of a 409 body). */
  current?: unknown;
  /** Not before this time (Retry-After). */
  notBefore?: number;
  /** 5xx answers so far: at MAX_SERVER_FAILURES (retryPolicy.ts) the write is refused instead of retried. */
  serverFailures?: number;
  /** What the feature does once the server has accepted it, kept with the write (e.g. the progress a hand-in earns). Never sent. */
  after?: unknown;
};

/** Where writes wait. Every tab of the origin sees the same writes. */
export type UserWriteStorage = {
  list(): Promise<UserWrite[]>;
  put(write: UserWrite): Promise<void>;
  remove(id: string): Promise<void>;
};

/**
 * Its own database, not the per-user store that sign-out wipes (userData.ts): a child's unsent work
 * must outlive their sign-out on a shared tablet and go at their next sign-in.
 */
export const USER_OUTBOX_DATABASE = 'etkilab-user-outbox';

function idbUserWriteStorage(): UserWriteStorage {
  const store = createStore(USER_OUTBOX_DATABASE, 'writes');
  return {
    list: () => values<UserWrite>(store),
    put: (write) => set(write.id, write, store),
    remove: (id) => del(id, store),
  };
}

/** Where IndexedDB is missing the writes last as long as the page: still never dropped while it is open. */
export function memoryUserWriteStorage(): UserWriteStorage {
  const writes = new Map<string, UserWrite>();
  return {
    // Copies, as IndexedDB gives: a caller changing a write it read must not change what is stored.
    list: async () => [...writes.values()].map((write) => structuredClone(write)),
    put: async (write) => {
      writes.set(write.id, structuredClone(write));
    },
    remove: async (id) => {
      writes.delete(id);
    },
  };
}

export const defaultUserWriteStorage = (): UserWriteStorage => (typeof indexedDB === 'undefined' ? memoryUserWriteStorage() : idbUserWriteStorage());

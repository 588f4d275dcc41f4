import { useEffect, useRef, useState } from 'react';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

export type HomeworkDraft = { answers: Record<string, number>; text: string; photo: string | null };

const EMPTY: HomeworkDraft = { answers: {}, text: '', photo: null };

let store: UseStore | undefined;
// Not the per-user store that sign-out wipes: a child sent off a shared tablet mid-homework finds
// their answers again at their next sign-in. Keyed by the owner, so nobody else's screen reads them.
const draftStore = () => (store ??= createStore('etkilab-drafts', 'homework'));

const keyOf = (ownerId: number, assignmentId: number) => `${ownerId}:${assignmentId}`;

/** A homework being done, kept on the device as it is typed, so a reload or a closed tab loses nothing. */
export function useHomeworkDraft(ownerId: number | null, assignmentId: number) {
  const [draft, setDraft] = useState<HomeworkDraft>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    if (ownerId === null || typeof indexedDB === 'undefined') return;
    const key = keyOf(ownerId, assignmentId);
    let live = true;
    void get<HomeworkDraft>(key, draftStore())
      .then((stored) => {
        if (!live) return;
        loadedFor.current = key;
        setDraft(stored ?? EMPTY);
        setLoaded(true);
      })
      .catch(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [ownerId, assignmentId]);

  const update = (next: HomeworkDraft) => {
    setDraft(next);
    if (ownerId !== null && typeof indexedDB !== 'undefined' && loadedFor.current === keyOf(ownerId, assignmentId)) {
      void set(keyOf(ownerId, assignmentId), next, draftStore()).catch(() => undefined);
    }
  };

  const clear = () => {
    setDraft(EMPTY);
    if (ownerId !== null && typeof indexedDB !== 'undefined') void del(keyOf(ownerId, assignmentId), draftStore()).catch(() => undefined);
  };

  return { draft, loaded, update, clear };
}

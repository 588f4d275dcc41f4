import { createStore, type UseStore } from 'idb-keyval';
import { useOwnerDraft } from '@/shared/offline/useOwnerDraft.ts';

export type HomeworkDraft = { answers: Record<string, number>; text: string; photo: string | null };

const EMPTY: HomeworkDraft = { answers: {}, text: '', photo: null };

let store: UseStore | undefined;
const draftStore = () => (store ??= createStore('etkilab-drafts', 'homework'));

/** A homework being done, kept on the device as it is typed (shared/offline/useOwnerDraft). */
export const useHomeworkDraft = (ownerId: number | null, assignmentId: number) => useOwnerDraft(draftStore, ownerId, assignmentId, EMPTY);

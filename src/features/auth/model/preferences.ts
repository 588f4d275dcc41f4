import * as v from 'valibot';
import { del, get, set } from 'idb-keyval';
import { SUBJECTS, type Subject } from '@/shared/api/classroom.ts';
import { userDataStore } from '@/shared/offline/userData.ts';

/** docs/behaviour.md#data-kept-on-the-device grade levels: pre-school, grades 1 to 12, university, adult. */
export const GRADE_LEVELS = [
  'preschool',
  'grade1',
  'grade2',
  'grade3',
  'grade4',
  'grade5',
  'grade6',
  'grade7',
  'grade8',
  'grade9',
  'grade10',
  'grade11',
  'grade12',
  'university',
  'adult',
] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

// docs/behaviour.md#data-kept-on-the-device subject interests: the same list a class's subject comes from.
export { SUBJECTS, type Subject };

/** Settings kept on this device only: the API has no call for them (docs/behaviour.md#data-kept-on-the-device names them in translations only). */
export type Preferences = {
  /** Null until the user picks one. */
  gradeLevel: GradeLevel | null;
  subjects: Subject[];
  notifications: boolean;
  sounds: boolean;
  newsletter: boolean;
};

export const DEFAULT_PREFERENCES: Preferences = {
  gradeLevel: null,
  subjects: [],
  notifications: true,
  sounds: true,
  newsletter: false,
};

/** The idb-keyval calls this module needs, so tests can pass an in-memory fake. */
export type PreferenceStore = {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
};

/** The per-user IndexedDB store that sign-out wipes (shared tablets keep nothing of the last user). */
export const deviceStore = (): PreferenceStore => ({
  get: (key) => get(key, userDataStore()),
  set: (key, value) => set(key, value, userDataStore()),
  del: (key) => del(key, userDataStore()),
});

/** One entry per account; e-mails are case-insensitive, as on the server. */
export const preferencesKey = (email: string): string => `preferences:${email.trim().toLowerCase()}`;

/**
 * Stored data may come from an older version or be damaged: each field falls back
 * to its default on its own, so one bad value does not lose the others.
 */
const storedPreferences = (defaults: Preferences) =>
  v.object({
    gradeLevel: v.fallback(v.nullable(v.picklist(GRADE_LEVELS)), defaults.gradeLevel),
    subjects: v.fallback(
      v.pipe(
        v.array(v.picklist(SUBJECTS)),
        v.transform((subjects) => [...new Set(subjects)]),
      ),
      () => [...defaults.subjects],
    ),
    notifications: v.fallback(v.boolean(), defaults.notifications),
    sounds: v.fallback(v.boolean(), defaults.sounds),
    newsletter: v.fallback(v.boolean(), defaults.newsletter),
  });

/** The saved preferences of this account, or `defaults` where nothing (valid) is saved. */
export async function loadPreferences(store: PreferenceStore, email: string, defaults: Preferences = DEFAULT_PREFERENCES): Promise<Preferences> {
  const parsed = v.safeParse(storedPreferences(defaults), await store.get(preferencesKey(email)));
  // Only a value that is not an object at all (nothing saved yet) fails: every field has a fallback.
  return parsed.success ? parsed.output : { ...defaults, subjects: [...defaults.subjects] };
}

/** Saves a copy in a stable order (subjects as listed), so the stored value does not depend on click order. */
export async function savePreferences(store: PreferenceStore, email: string, preferences: Preferences): Promise<void> {
  const subjects = SUBJECTS.filter((subject) => preferences.subjects.includes(subject));
  await store.set(preferencesKey(email), { ...preferences, subjects });
}

/** The key follows the e-mail, so an e-mail change moves the saved preferences along with it. */
export async function movePreferences(store: PreferenceStore, fromEmail: string, toEmail: string): Promise<void> {
  const from = preferencesKey(fromEmail);
  const to = preferencesKey(toEmail);
  if (from === to) return;
  const saved = await store.get(from);
  if (saved === undefined) return;
  await store.set(to, saved);
  await store.del(from);
}

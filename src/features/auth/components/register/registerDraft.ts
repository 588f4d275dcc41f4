import * as v from 'valibot';
import type { KeyValueStorage } from '@/shared/lib/storage.ts';
import { EMPTY_INFO, type RegisterInfoValues } from '../../model/validation/register.ts';
import { STORAGE_KEYS } from '@/shared/config/storageKeys.ts';

/**
 * What survives a reload of /register (a tablet that reloads, a look at the
 * terms): everything typed except the passwords, which never leave the form.
 * sessionStorage, so it goes with the tab and is not left for the next user.
 */
export type RegisterDraft = {
  step: 1 | 2;
  info: RegisterInfoValues;
  terms_accepted: boolean;
  newsletter_opt_in: boolean;
};

export const REGISTER_DRAFT_KEY = STORAGE_KEYS.registerDraft;

export const EMPTY_DRAFT: RegisterDraft = { step: 1, info: EMPTY_INFO, terms_accepted: false, newsletter_opt_in: false };

const text = v.fallback(v.string(), '');
// Each part falls back on its own: a damaged value costs that field only.
const draftSchema = v.object({
  step: v.fallback(v.picklist([1, 2]), 1),
  info: v.fallback(v.object({ first_name: text, last_name: text, email: text, role: text }), EMPTY_INFO),
  terms_accepted: v.fallback(v.boolean(), false),
  newsletter_opt_in: v.fallback(v.boolean(), false),
});

/** sessionStorage, or null where the browser refuses it (some private modes): the form then is simply not kept. */
export function sessionDraftStorage(): KeyValueStorage | null {
  try {
    const storage = window.sessionStorage;
    storage.getItem(REGISTER_DRAFT_KEY);
    return storage;
  } catch {
    return null;
  }
}

export function readRegisterDraft(storage: KeyValueStorage | null): RegisterDraft {
  const raw = storage?.getItem(REGISTER_DRAFT_KEY);
  if (!raw) return EMPTY_DRAFT;
  try {
    const parsed = v.safeParse(draftSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Written field by field, so nothing else (a password) can slip in with the values. */
export function writeRegisterDraft(storage: KeyValueStorage | null, draft: RegisterDraft): void {
  const { first_name, last_name, email, role } = draft.info;
  const saved: RegisterDraft = {
    step: draft.step,
    info: { first_name, last_name, email, role },
    terms_accepted: draft.terms_accepted,
    newsletter_opt_in: draft.newsletter_opt_in,
  };
  try {
    storage?.setItem(REGISTER_DRAFT_KEY, JSON.stringify(saved));
  } catch {
    // A full quota only costs the draft; the form keeps working.
  }
}

export function clearRegisterDraft(storage: KeyValueStorage | null): void {
  storage?.removeItem(REGISTER_DRAFT_KEY);
}

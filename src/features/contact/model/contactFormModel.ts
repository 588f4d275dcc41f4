import type { FieldErrors } from '@/shared/ui/form/formErrors.ts';
import { CONTACT_FIELDS, EMPTY_CONTACT, isContactEmpty, type ContactField, type ContactValues } from './contactRules.ts';

/** docs/behaviour.md#sessions-and-flows: idle → submitting → success (with the submission id) or error; "queued" while the worker holds it. */
export type ContactStatus =
  | { type: 'idle' }
  | { type: 'submitting' }
  | { type: 'queued'; id: string; since: number }
  | { type: 'success'; submissionId: string }
  | { type: 'error'; message: string };

export type ContactFormState = {
  values: ContactValues;
  /** Fields the user has left once: their rule errors show from then on. */
  touched: Partial<Record<ContactField, true>>;
  /** The server's field errors from a rejected post, shown until that field is edited. */
  serverErrors: FieldErrors<ContactField>;
  status: ContactStatus;
};

export type ContactAction =
  | { type: 'edit'; field: ContactField; value: string }
  | { type: 'blur'; field: ContactField }
  | { type: 'submit' }
  | { type: 'sent'; submissionId: string }
  | { type: 'queued'; id: string; since: number }
  /** A refused post (at once or later from the queue); `values` puts its text back when given. */
  | { type: 'rejected'; message: string; fieldErrors: FieldErrors<ContactField>; values?: ContactValues }
  | { type: 'failed'; message: string }
  | { type: 'reset' }
  /** The form as this device had it, once a page rendered at build time has hydrated. */
  | { type: 'restore'; state: ContactFormState };

const allTouched = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])) as Record<ContactField, true>;

export const initialContactState = (values: ContactValues = EMPTY_CONTACT, status: ContactStatus = { type: 'idle' }): ContactFormState => ({
  values,
  touched: {},
  serverErrors: {},
  status,
});

export function contactReducer(state: ContactFormState, action: ContactAction): ContactFormState {
  switch (action.type) {
    case 'edit': {
      const { [action.field]: _cleared, ...serverErrors } = state.serverErrors;
      // docs/behaviour.md#sessions-and-flows: editing any field clears the error and success state.
      const status = state.status.type === 'error' || state.status.type === 'success' ? { type: 'idle' as const } : state.status;
      return { ...state, values: { ...state.values, [action.field]: action.value }, serverErrors, status };
    }
    case 'blur':
      return state.touched[action.field] ? state : { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'submit':
      return { ...state, touched: allTouched, serverErrors: {}, status: { type: 'submitting' } };
    case 'sent':
      return initialContactState(EMPTY_CONTACT, { type: 'success', submissionId: action.submissionId });
    case 'queued':
      return { ...state, status: { type: 'queued', id: action.id, since: action.since } };
    case 'rejected':
      return {
        values: action.values ?? state.values,
        touched: allTouched,
        serverErrors: action.fieldErrors,
        status: { type: 'error', message: action.message },
      };
    case 'failed':
      return { ...state, status: { type: 'error', message: action.message } };
    case 'reset':
      return initialContactState();
    case 'restore':
      return action.state;
  }
}

/**
 * The form once a rendered page has hydrated: what the visitor typed into the page before that (a field
 * already left counts as left) or since, else the draft kept on this device. A post waiting in the queue
 * wins: typing that fast over a message still on its way is rarer than losing sight of that message.
 */
export function stateAfterHydration(
  current: ContactFormState,
  typedBefore: Partial<ContactValues>,
  focused: string | null,
  fromDraft: ContactFormState,
): ContactFormState {
  const values = { ...current.values, ...typedBefore };
  if (isContactEmpty(values) || fromDraft.status.type === 'queued') return fromDraft;
  const left = CONTACT_FIELDS.filter((field) => typedBefore[field] !== undefined && field !== focused);
  return { ...current, values, touched: { ...current.touched, ...Object.fromEntries(left.map((field) => [field, true])) } };
}

/** What each field shows: the server's word first, else the rule's once the field was left. */
export function shownErrors(state: ContactFormState, ruleErrors: FieldErrors<ContactField>): FieldErrors<ContactField> {
  const shown: FieldErrors<ContactField> = {};
  for (const field of CONTACT_FIELDS) {
    const error = state.serverErrors[field] ?? (state.touched[field] ? ruleErrors[field] : undefined);
    if (error) shown[field] = error;
  }
  return shown;
}

/** docs/behaviour.md#validation: submit is disabled while sending, or when the form is invalid or empty. */
export const canSubmit = (state: ContactFormState, valid: boolean): boolean => valid && state.status.type !== 'submitting';

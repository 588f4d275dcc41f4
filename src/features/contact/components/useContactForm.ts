import { useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { API_PATHS, type ContactRequest } from '@/shared/api/contract.ts';
import { safeLocalStorage, type KeyValueStorage } from '@/shared/lib/storage.ts';
import { takeTypedValue } from '@/shared/lib/typedBeforeHydration.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';
import { sentFields, submissionIdOf } from '@/shared/offline/outboxOutcome.ts';
import { requestOutboxStatus } from '@/shared/offline/outboxResults.ts';
import type { OutboxOutcome } from '@/shared/offline/swMessages.ts';
import { useOutboxPost } from '@/shared/offline/useOutboxPost.ts';
import { serverFieldErrors, validateForm } from '@/shared/ui/form/formErrors.ts';
import { useFocusFirstInvalid } from '@/shared/ui/form/useFocusFirstInvalid.ts';
import { clearDraft, keyForBody, readDraft, writeDraft, type ContactDraft } from '../model/contactDraft.ts';
import { contactReducer, initialContactState, stateAfterHydration, type ContactFormState } from '../model/contactFormModel.ts';
import { CONTACT_FIELDS, contactSchema, isContactEmpty, toContactRequest, type ContactField, type ContactValues } from '../model/contactRules.ts';

const DRAFT_SAVE_DELAY_MS = 300;

/**
 * localStorage: a half-written message survives a reload and a closed tab
 * (nothing typed is lost); it is removed once the message is sent.
 */
const draftStorage = (): KeyValueStorage => safeLocalStorage();

type DraftMeta = Omit<ContactDraft, 'values'>;

function metaOf(draft: ContactDraft | null): DraftMeta {
  if (!draft) return {};
  const { values: _values, ...meta } = draft;
  return meta;
}

function initialState(draft: ContactDraft | null): ContactFormState {
  if (!draft) return initialContactState();
  const status = draft.queuedId && draft.queuedSince !== undefined ? { type: 'queued' as const, id: draft.queuedId, since: draft.queuedSince } : undefined;
  return initialContactState(draft.values, status);
}

/** What the visitor typed into the rendered page's form before it hydrated. */
function typedValues(form: HTMLFormElement | null): Partial<ContactValues> {
  const typed: Partial<ContactValues> = {};
  for (const field of CONTACT_FIELDS) {
    const value = takeTypedValue(form?.elements.namedItem(field) as Element | null);
    if (value !== undefined) typed[field] = value;
  }
  return typed;
}

/** The text of a refused post, back in the form's shape. */
function valuesOf(request: unknown): ContactValues {
  const sent = sentFields(request);
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, sent[field] ?? ''])) as ContactValues;
}

/**
 * The contact form's behaviour: rules, the draft that survives a reload (with the submission's
 * Idempotency-Key), posting through the outbox, and the worker's later word on a queued post.
 */
export function useContactForm(device = true) {
  // `device` false: the form as a page rendered at build time has it, which neither reads nor writes the
  // draft; when it turns true the form takes what this device has (stateAfterHydration).
  const [restored] = useState(() => (device ? readDraft(draftStorage()) : null));
  const writesDraft = useRef(device);
  const meta = useRef<DraftMeta>(metaOf(restored));
  const [state, dispatch] = useReducer(contactReducer, restored, initialState);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const latestValues = useRef(state.values);

  // A layout effect: it runs in the commit that turns `device` on, so `state` is the form as committed. A
  // passive effect runs after the paint, and a letter typed in between would be lost: its edit, queued
  // before the restore, would be replaced by a restore worked out from the form without it.
  useLayoutEffect(() => {
    if (!device || writesDraft.current) return;
    writesDraft.current = true;
    const draft = readDraft(draftStorage());
    const fromDraft = initialState(draft);
    const next = stateAfterHydration(state, typedValues(formRef.current), document.activeElement?.getAttribute('name') ?? null, fromDraft);
    // Text typed on the rendered page is a new message: the draft's key belonged to another.
    meta.current = next === fromDraft ? metaOf(draft) : {};
    dispatch({ type: 'restore', state: next });
  }, [device, formRef, state]);

  const persist = (values: ContactValues) => {
    if (!writesDraft.current) return;
    const store = draftStorage();
    if (isContactEmpty(values) && !meta.current.key && !meta.current.queuedId) clearDraft(store);
    else writeDraft(store, { values, ...meta.current });
  };

  const forget = () => {
    meta.current = {};
    clearDraft(draftStorage());
  };

  // Typing is saved shortly after it stops; leaving the page saves at once.
  useEffect(() => {
    latestValues.current = state.values;
    const timer = window.setTimeout(() => persist(state.values), DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.values]);
  useEffect(() => {
    const flush = () => persist(latestValues.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const { status } = state;
  const outbox = useOutboxPost(status.type === 'queued' ? { id: status.id, since: status.since } : null, {
    onSent: (answer) => {
      forget();
      dispatch({ type: 'sent', submissionId: submissionIdOf(answer) ?? '' });
    },
    onRejected: (error, queued) => {
      // A post refused after waiting in the queue puts the text it carried back into the form.
      const values = queued ? valuesOf(queued.request) : undefined;
      if (values) {
        meta.current = {};
        persist(values);
      }
      dispatch({ type: 'rejected', message: error.message, fieldErrors: serverFieldErrors(error.fieldErrors, CONTACT_FIELDS), ...(values ? { values } : {}) });
      focusFirstInvalid();
    },
    onFailed: (error) => dispatch({ type: 'failed', message: error.message }),
    onQueued: (id) => {
      const since = Date.now();
      meta.current = { ...meta.current, queuedId: id, queuedSince: since };
      persist(state.values);
      dispatch({ type: 'queued', id, since });
    },
    onSettledElsewhere: () => {
      forget();
      dispatch({ type: 'reset' });
    },
  });
  useEffect(requestOutboxStatus, []);

  const rules = validateForm(contactSchema, state.values);

  const send = async (body: ContactRequest) => {
    const { key, keyBody } = keyForBody(meta.current, body, newIdempotencyKey);
    // Stored before sending: a reload while the answer is lost resubmits with the same key.
    meta.current = { key, keyBody };
    persist(state.values);
    dispatch({ type: 'submit' });
    await outbox.post(API_PATHS.contact, body, key);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status.type === 'submitting') return;
    if (!rules.success) {
      CONTACT_FIELDS.forEach((field) => dispatch({ type: 'blur', field }));
      focusFirstInvalid();
      return;
    }
    void send(toContactRequest(rules.output));
  };

  /** "Yeni mesaj": the queued post stays with the worker; the form starts empty with a new key. */
  const startOver = () => {
    forget();
    dispatch({ type: 'reset' });
  };

  /** Puts a refused post from an earlier visit back into the (empty) form. */
  const reopen = (outcome: OutboxOutcome) => {
    meta.current = {};
    outbox.settle(outcome);
  };

  return {
    state,
    formRef,
    ruleErrors: rules.success ? {} : rules.errors,
    valid: rules.success,
    empty: isContactEmpty(state.values),
    edit: (field: ContactField, value: string) => dispatch({ type: 'edit', field, value }),
    blur: (field: ContactField) => dispatch({ type: 'blur', field }),
    submit,
    startOver,
    reopen,
  };
}

import { describe, expect, it } from 'vitest';
import { canSubmit, contactReducer, initialContactState, shownErrors, stateAfterHydration } from './contactFormModel.ts';
import { EMPTY_CONTACT } from './contactRules.ts';

const typed = contactReducer(initialContactState(), { type: 'edit', field: 'name', value: 'Aylin' });

describe('contact form states (docs/behaviour.md#sessions-and-flows)', () => {
  it('idle → submitting → success, which empties the form', () => {
    const submitting = contactReducer(typed, { type: 'submit' });
    expect(submitting.status).toEqual({ type: 'submitting' });
    const done = contactReducer(submitting, { type: 'sent', submissionId: 'ILT-2026-000001' });
    expect(done.status).toEqual({ type: 'success', submissionId: 'ILT-2026-000001' });
    expect(done.values).toEqual(EMPTY_CONTACT);
    expect(contactReducer(done, { type: 'reset' }).status).toEqual({ type: 'idle' });
  });

  it('editing clears the error and the success state, and that field’s server error', () => {
    const rejected = contactReducer(typed, {
      type: 'rejected',
      message: 'Lütfen işaretli alanları düzeltin.',
      fieldErrors: { name: 'Ad soyad en az 2 karakter olmalıdır.', subject: 'Konu zorunludur.' },
    });
    expect(rejected.status.type).toBe('error');
    expect(rejected.values.name).toBe('Aylin');
    const edited = contactReducer(rejected, { type: 'edit', field: 'name', value: 'Aylin K' });
    expect(edited.status).toEqual({ type: 'idle' });
    expect(edited.serverErrors).toEqual({ subject: 'Konu zorunludur.' });

    const success = contactReducer(typed, { type: 'sent', submissionId: 'X' });
    expect(contactReducer(success, { type: 'edit', field: 'email', value: 'a' }).status).toEqual({ type: 'idle' });
  });

  it('keeps the text when a queued post comes back rejected', () => {
    const values = { ...EMPTY_CONTACT, name: 'Aylin', message: 'kısa' };
    const queued = contactReducer(contactReducer(typed, { type: 'submit' }), { type: 'queued', id: 'k', since: 1 });
    expect(queued.status).toEqual({ type: 'queued', id: 'k', since: 1 });
    const back = contactReducer(queued, { type: 'rejected', message: 'x', fieldErrors: { message: 'Mesaj en az 10 karakter olmalıdır.' }, values });
    expect(back.values).toEqual(values);
    expect(shownErrors(back, {}).message).toBe('Mesaj en az 10 karakter olmalıdır.');
  });

  it('shows a rule error only once the field was left, the server error at once', () => {
    const rules = { name: 'Ad en az 2 karakter olmalıdır.', email: 'E-posta adresi zorunludur.' };
    expect(shownErrors(typed, rules)).toEqual({});
    expect(shownErrors(contactReducer(typed, { type: 'blur', field: 'name' }), rules)).toEqual({ name: rules.name });
  });

  it('allows submitting only a valid form that is not already being sent', () => {
    expect(canSubmit(typed, true)).toBe(true);
    expect(canSubmit(typed, false)).toBe(false);
    expect(canSubmit(contactReducer(typed, { type: 'submit' }), true)).toBe(false);
  });
});

describe('the form once a rendered contact page has hydrated', () => {
  const draft = initialContactState({ ...EMPTY_CONTACT, name: 'Ayşe Kaya', subject: 'Taslak' });
  const hydrated = initialContactState();

  it('takes the draft when nothing was typed', () => {
    expect(stateAfterHydration(hydrated, {}, null, draft)).toBe(draft);
  });

  it('keeps what was typed before hydration, the fields already left counting as left', () => {
    const state = stateAfterHydration(hydrated, { name: 'A', subject: 'Soru' }, 'subject', draft);
    expect(state.values).toEqual({ ...EMPTY_CONTACT, name: 'A', subject: 'Soru' });
    expect(state.touched).toEqual({ name: true });
    expect(state.status).toEqual({ type: 'idle' });
  });

  it('keeps what was typed after hydration too, with the fields left since', () => {
    const edited = contactReducer(contactReducer(hydrated, { type: 'edit', field: 'name', value: 'A' }), { type: 'blur', field: 'name' });
    const state = stateAfterHydration(edited, { email: 'a@b.co' }, null, draft);
    expect(state.values).toEqual({ ...EMPTY_CONTACT, name: 'A', email: 'a@b.co' });
    expect(state.touched).toEqual({ name: true, email: true });
  });

  it('shows a post still waiting in the queue rather than text typed over it', () => {
    const queued = initialContactState(draft.values, { type: 'queued', id: 'q1', since: 1 });
    expect(stateAfterHydration(hydrated, { name: 'B' }, null, queued)).toBe(queued);
  });

  it('restore replaces the whole state', () => {
    expect(contactReducer(initialContactState(), { type: 'restore', state: draft })).toBe(draft);
  });
});

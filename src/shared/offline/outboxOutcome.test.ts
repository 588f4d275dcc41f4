import { describe, expect, it } from 'vitest';
import { rejectionOf, sentFields, serverMessageOf, submissionIdOf } from './outboxOutcome.ts';

describe('outbox outcomes', () => {
  it('reads the submission id and the server message', () => {
    expect(submissionIdOf({ success: true, data: { submission_id: 'ILT-2026-000001' } })).toBe('ILT-2026-000001');
    expect(submissionIdOf({ success: true })).toBeUndefined();
    expect(submissionIdOf(null)).toBeUndefined();
    expect(serverMessageOf({ success: true, message: 'Bültenimize abone oldunuz.' })).toBe('Bültenimize abone oldunuz.');
    expect(serverMessageOf({ message: '  ' })).toBeUndefined();
  });

  it('normalises a rejection with its field errors', () => {
    const error = rejectionOf({
      status: 400,
      answer: {
        success: false,
        error_code: 'MESSAGE_TOO_SHORT',
        message: 'Mesaj en az 10 karakter olmalıdır.',
        errors: { message: ['Mesaj en az 10 karakter olmalıdır.'] },
      },
    });
    expect(error.code).toBe('MESSAGE_TOO_SHORT');
    expect(error.fieldErrors).toEqual({ message: ['Mesaj en az 10 karakter olmalıdır.'] });
    expect(rejectionOf({ status: 500, answer: null }).code).toBe('SERVER_ERROR');
  });

  it('keeps only the text fields of a sent body', () => {
    expect(sentFields({ name: 'Aylin', phone: null, user_type: 'teacher' })).toEqual({ name: 'Aylin', user_type: 'teacher' });
    expect(sentFields('x')).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { serverFieldErrors, validateForm } from './formErrors.ts';

const schema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.nonEmpty('Ad zorunludur.'), v.minLength(2, 'En az 2 karakter.')),
    code: v.pipe(v.string(), v.nonEmpty('Kod zorunludur.')),
    again: v.string(),
  }),
  v.forward(
    v.partialCheck([['code'], ['again']], (input) => input.code === input.again, 'Kodlar eşleşmiyor.'),
    ['again'],
  ),
);

describe('validateForm', () => {
  it('keeps the first message per field', () => {
    const result = validateForm(schema, { name: '', code: '', again: '' });
    expect(result).toEqual({ success: false, errors: { name: 'Ad zorunludur.', code: 'Kod zorunludur.' } });
  });

  it('puts forwarded checks on their field', () => {
    const result = validateForm(schema, { name: 'Ada', code: 'x', again: 'y' });
    expect(result).toEqual({ success: false, errors: { again: 'Kodlar eşleşmiyor.' } });
  });

  it('returns the parsed output when valid', () => {
    expect(validateForm(schema, { name: 'Ada', code: 'x', again: 'x' })).toEqual({ success: true, output: { name: 'Ada', code: 'x', again: 'x' } });
  });
});

describe('serverFieldErrors', () => {
  it('maps the first server message of the form’s own fields only', () => {
    expect(serverFieldErrors({ email: ['Geçersiz.', 'İkinci'], other: ['x'], password: [] }, ['email', 'password'])).toEqual({ email: 'Geçersiz.' });
  });
});

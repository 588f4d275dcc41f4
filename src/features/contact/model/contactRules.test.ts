import { describe, expect, it } from 'vitest';
import { validateForm } from '@/shared/ui/form/formErrors.ts';
import { contactSchema, counterTone, EMPTY_CONTACT, isContactEmpty, messageLength, toContactRequest, type ContactValues } from './contactRules.ts';

const VALID: ContactValues = {
  name: 'Aylin Karaca',
  email: 'aylin@ornek.example',
  phone: '',
  user_type: 'teacher',
  subject: 'Deney setleri',
  message: 'Merhaba, deney setleri hakkında bilgi almak istiyoruz.',
};

const errorsFor = (patch: Partial<ContactValues>) => {
  const result = validateForm(contactSchema, { ...VALID, ...patch });
  return result.success ? {} : result.errors;
};

describe('contact rules (docs/behaviour.md#validation)', () => {
  it('accepts a complete message without a phone', () => {
    const result = validateForm(contactSchema, VALID);
    expect(result.success).toBe(true);
    if (result.success) expect(toContactRequest(result.output)).not.toHaveProperty('phone');
  });

  it('name: required, at least 2 characters (trimmed)', () => {
    expect(errorsFor({ name: '' }).name).toBe('Ad soyad zorunludur.');
    expect(errorsFor({ name: '   ' }).name).toBe('Ad soyad zorunludur.');
    expect(errorsFor({ name: 'A' }).name).toBe('Ad en az 2 karakter olmalıdır.');
    expect(errorsFor({ name: ' A ' }).name).toBe('Ad en az 2 karakter olmalıdır.');
    expect(errorsFor({ name: 'Al' }).name).toBeUndefined();
  });

  it('name: at most 100 characters, as the server', () => {
    expect(errorsFor({ name: 'A'.repeat(100) }).name).toBeUndefined();
    expect(errorsFor({ name: ` ${'A'.repeat(100)} ` }).name).toBeUndefined();
    expect(errorsFor({ name: 'A'.repeat(101) }).name).toBe('Ad soyad en fazla 100 karakter olabilir.');
  });

  it('email: required and valid', () => {
    expect(errorsFor({ email: '' }).email).toBe('E-posta adresi zorunludur.');
    expect(errorsFor({ email: 'aylin.ornek' }).email).toBe('Lütfen geçerli bir e-posta adresi girin.');
    expect(errorsFor({ email: 'a@b' }).email).toBe('Lütfen geçerli bir e-posta adresi girin.');
    expect(errorsFor({ email: ' aylin@ornek.example ' }).email).toBeUndefined();
  });

  it('user type: one of the six', () => {
    expect(errorsFor({ user_type: '' }).user_type).toBe('Lütfen geçerli bir kullanıcı türü seçin.');
    expect(errorsFor({ user_type: 'astronaut' }).user_type).toBe('Lütfen geçerli bir kullanıcı türü seçin.');
    for (const type of ['teacher', 'parent', 'student', 'administrator', 'researcher', 'other']) {
      expect(errorsFor({ user_type: type }).user_type).toBeUndefined();
    }
  });

  it('subject: required, at least 5, at most 200', () => {
    expect(errorsFor({ subject: '' }).subject).toBe('Konu zorunludur.');
    expect(errorsFor({ subject: 'Soru' }).subject).toBe('Konu en az 5 karakter olmalıdır.');
    expect(errorsFor({ subject: 'Sorum' }).subject).toBeUndefined();
    expect(errorsFor({ subject: 'K'.repeat(200) }).subject).toBeUndefined();
    expect(errorsFor({ subject: 'K'.repeat(201) }).subject).toBe('Konu çok uzun.');
  });

  it('message: required, at least 10, at most 1000', () => {
    expect(errorsFor({ message: '' }).message).toBe('Mesaj zorunludur.');
    expect(errorsFor({ message: 'M'.repeat(9) }).message).toBe('Mesaj en az 10 karakter olmalıdır.');
    expect(errorsFor({ message: 'M'.repeat(10) }).message).toBeUndefined();
    expect(errorsFor({ message: 'M'.repeat(1000) }).message).toBeUndefined();
    expect(errorsFor({ message: ` ${'M'.repeat(1000)}\n` }).message).toBeUndefined();
    expect(errorsFor({ message: 'M'.repeat(1001) }).message).toBe('Mesaj en fazla 1000 karakter olabilir.');
  });

  it('phone: optional, at most 20 characters', () => {
    expect(errorsFor({ phone: '' }).phone).toBeUndefined();
    expect(errorsFor({ phone: '0'.repeat(20) }).phone).toBeUndefined();
    expect(errorsFor({ phone: '0'.repeat(21) }).phone).toBe('Telefon numarası çok uzun.');
    const result = validateForm(contactSchema, { ...VALID, phone: ' 0555 123 45 67 ' });
    expect(result.success && toContactRequest(result.output).phone).toBe('0555 123 45 67');
  });

  it('knows an empty form', () => {
    expect(isContactEmpty(EMPTY_CONTACT)).toBe(true);
    expect(isContactEmpty({ ...EMPTY_CONTACT, message: '  ' })).toBe(true);
    expect(isContactEmpty({ ...EMPTY_CONTACT, user_type: 'parent' })).toBe(false);
  });
});

describe('message counter', () => {
  it.each([
    [0, 'normal'],
    [800, 'normal'],
    [801, 'warning'],
    [1000, 'warning'],
    [1001, 'danger'],
  ] as const)('%i characters → %s', (length, tone) => {
    expect(counterTone(length)).toBe(tone);
  });

  it('counts what is sent (trimmed)', () => {
    expect(messageLength('  merhaba \n')).toBe(7);
  });
});

import * as v from 'valibot';
import { LIMITS, SELF_REGISTER_ROLES } from '../../../src/shared/api/contract.ts';
import { coded, emailAddress, EMAIL_INVALID, EMAIL_REQUIRED, INVALID_BODY, optionalEmailAddress, requiredText, textField } from '../../http/validation.ts';
import { isStrongPassword, newPassword, optionalPersonName, passwordMessages, PASSWORDS_DONT_MATCH, personName } from './fieldRules.ts';

const PASSWORD_REQUIRED = coded('FIELD_REQUIRED', 'Şifre zorunludur.');
const PASSWORD_TOO_LONG = coded('VALIDATION_ERROR', `Şifre en fazla ${LIMITS.passwordMax} karakter olabilir.`);

/** Login checks presence only: a malformed e-mail or short password simply does not match an account. */
export const loginSchema = v.object(
  {
    // Bounded so a megabyte e-mail or password is refused before any lookup, hash or limiter entry.
    email: v.pipe(requiredText(EMAIL_REQUIRED), v.maxLength(254, EMAIL_INVALID), v.toLowerCase()),
    password: v.pipe(v.optional(v.string(PASSWORD_REQUIRED), ''), v.nonEmpty(PASSWORD_REQUIRED), v.maxLength(LIMITS.passwordMax, PASSWORD_TOO_LONG)),
  },
  INVALID_BODY,
);

const ROLE_INVALID = coded('FIELD_REQUIRED', 'Geçerli bir hesap türü seçin.');
const CONFIRM_REQUIRED = coded('FIELD_REQUIRED', 'Şifre tekrarı zorunludur.');
const TERMS_REQUIRED = coded('VALIDATION_ERROR', 'Kullanım koşullarını kabul etmelisiniz.');
const NEWSLETTER_INVALID = 'Bülten tercihi evet ya da hayır olmalıdır.';

/** docs/behaviour.md#validation registration rules. */
export const registerSchema = v.pipe(
  v.object(
    {
      first_name: personName('Ad'),
      last_name: personName('Soyad'),
      email: emailAddress(),
      // Administrators exist only by seed or invitation, and belong to a school.
      role: v.pipe(textField(ROLE_INVALID), v.picklist(SELF_REGISTER_ROLES, ROLE_INVALID)),
      password: newPassword('Şifre'),
      password_confirm: v.pipe(v.optional(v.string(CONFIRM_REQUIRED), ''), v.nonEmpty(CONFIRM_REQUIRED)),
      terms_accepted: v.pipe(v.optional(v.boolean(TERMS_REQUIRED), false), v.literal(true, TERMS_REQUIRED)),
      newsletter_opt_in: v.optional(v.boolean(NEWSLETTER_INVALID), false),
    },
    INVALID_BODY,
  ),
  v.forward(
    v.partialCheck([['password'], ['password_confirm']], (input) => input.password === input.password_confirm, PASSWORDS_DONT_MATCH),
    ['password_confirm'],
  ),
);

const NEW_PASSWORD = passwordMessages('Yeni şifre');
export const CURRENT_REQUIRED = coded('FIELD_REQUIRED', 'Mevcut şifrenizi girin.');
const NEW_CONFIRM_REQUIRED = coded('FIELD_REQUIRED', 'Yeni şifre tekrarı zorunludur.');
const NEW_SAME_AS_CURRENT = coded('VALIDATION_ERROR', 'Yeni şifre mevcut şifreden farklı olmalıdır.');
// A profile form may send the password fields empty when the password is not being changed.
const optionalPassword = v.pipe(v.optional(v.string(NEW_PASSWORD.required), ''), v.maxLength(LIMITS.passwordMax, NEW_PASSWORD.tooLong));

type PasswordFields = { current_password: string; new_password: string; new_password_confirm: string; email?: string };
const PASSWORD_FIELDS = [['current_password'], ['new_password'], ['new_password_confirm'], ['email']] as const;
// The current password sent with an e-mail confirms the new address (the handler knows whether it is
// new); sent alone it starts a password change that lacks the new password.
const changesPassword = (input: PasswordFields) =>
  Boolean(input.new_password || input.new_password_confirm || (input.current_password && input.email === undefined));

/** A partial profile update; filling any password field asks for a password change (docs/behaviour.md#validation). */
export const profileUpdateSchema = v.pipe(
  v.object(
    {
      first_name: optionalPersonName('Ad'),
      last_name: optionalPersonName('Soyad'),
      email: optionalEmailAddress(),
      newsletter_opt_in: v.optional(v.boolean(NEWSLETTER_INVALID)),
      current_password: optionalPassword,
      new_password: v.pipe(
        optionalPassword,
        v.check((password) => !password || password.length >= LIMITS.passwordMin, NEW_PASSWORD.tooShort),
        v.check((password) => !password || isStrongPassword(password), NEW_PASSWORD.weak),
      ),
      new_password_confirm: optionalPassword,
    },
    INVALID_BODY,
  ),
  v.forward(
    v.partialCheck(PASSWORD_FIELDS, (input) => !changesPassword(input) || input.current_password !== '', CURRENT_REQUIRED),
    ['current_password'],
  ),
  v.forward(
    v.partialCheck(PASSWORD_FIELDS, (input) => !changesPassword(input) || input.new_password !== '', NEW_PASSWORD.required),
    ['new_password'],
  ),
  v.forward(
    v.partialCheck(PASSWORD_FIELDS, (input) => !input.new_password || input.new_password !== input.current_password, NEW_SAME_AS_CURRENT),
    ['new_password'],
  ),
  v.forward(
    v.partialCheck(PASSWORD_FIELDS, (input) => !changesPassword(input) || input.new_password_confirm !== '', NEW_CONFIRM_REQUIRED),
    ['new_password_confirm'],
  ),
  v.forward(
    v.partialCheck(PASSWORD_FIELDS, (input) => !input.new_password_confirm || input.new_password === input.new_password_confirm, PASSWORDS_DONT_MATCH),
    ['new_password_confirm'],
  ),
);

export const refreshSchema = v.object({ refresh: requiredText(coded('FIELD_REQUIRED', 'Yenileme anahtarı zorunludur.')) }, INVALID_BODY);

export const logoutSchema = v.object({ refresh_token: requiredText(coded('FIELD_REQUIRED', 'Yenileme anahtarı zorunludur.')) }, INVALID_BODY);

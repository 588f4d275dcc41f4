import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { SELF_REGISTER_ROLES, type RegisterRequest } from '@/shared/api/contract.ts';
import { lazyMessage } from '@/shared/ui/form/rules.ts';
import { newPasswordField } from './passwordStrength.ts';
import { accountEmailField, firstNameField, lastNameField } from './profile.ts';

const ROLE_REQUIRED = lazyMessage(msg`Hesap türünü seçin.`);
const CONFIRM_REQUIRED = lazyMessage(msg`Şifre tekrarı zorunludur.`);
const MISMATCH = lazyMessage(msg`Şifreler eşleşmiyor.`);
const TERMS_REQUIRED = lazyMessage(msg`Devam etmek için kullanım koşullarını ve gizlilik politikasını kabul etmelisiniz.`);

/** Step 1 "Bilgiler": the profile rules plus the account type ('' until one is picked). */
export const registerInfoSchema = v.object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  email: accountEmailField(),
  role: v.pipe(v.string(ROLE_REQUIRED), v.picklist(SELF_REGISTER_ROLES, ROLE_REQUIRED)),
});

/** Step 2 "Güvenlik": password policy, an equal confirmation, accepted terms, an optional newsletter opt-in. */
export const registerSecuritySchema = v.pipe(
  v.object({
    password: newPasswordField({
      required: msg`Şifre zorunludur.`,
      tooShort: msg`Şifre en az 8 karakter olmalıdır.`,
      weak: msg`Şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.`,
    }),
    password_confirm: v.pipe(v.string(CONFIRM_REQUIRED), v.nonEmpty(CONFIRM_REQUIRED)),
    terms_accepted: v.pipe(
      v.boolean(TERMS_REQUIRED),
      v.check((accepted) => accepted, TERMS_REQUIRED),
    ),
    newsletter_opt_in: v.boolean(),
  }),
  // Checked once the password itself passes: a mismatch with a refused password is not worth a second message.
  v.forward(
    v.partialCheck([['password'], ['password_confirm']], (input) => input.password === input.password_confirm, MISMATCH),
    ['password_confirm'],
  ),
);

export type RegisterInfoValues = v.InferInput<typeof registerInfoSchema>;
export type RegisterSecurityValues = v.InferInput<typeof registerSecuritySchema>;

export const INFO_FIELDS = Object.keys(registerInfoSchema.entries) as (keyof RegisterInfoValues)[];
export const SECURITY_FIELDS = Object.keys(registerSecuritySchema.entries) as (keyof RegisterSecurityValues)[];

export const EMPTY_INFO: RegisterInfoValues = { first_name: '', last_name: '', email: '', role: '' };
export const EMPTY_SECURITY: RegisterSecurityValues = { password: '', password_confirm: '', terms_accepted: false, newsletter_opt_in: false };

/** Both steps' parsed output is exactly the registration call's body. */
export const toRegisterRequest = (info: v.InferOutput<typeof registerInfoSchema>, security: v.InferOutput<typeof registerSecuritySchema>): RegisterRequest => ({
  ...info,
  ...security,
});

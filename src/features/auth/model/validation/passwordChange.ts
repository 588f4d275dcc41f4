import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { lazyMessage } from '@/shared/ui/form/rules.ts';
import { newPasswordField } from './passwordStrength.ts';

const CURRENT_REQUIRED = lazyMessage(msg`Mevcut şifrenizi girin.`);
const CONFIRM_REQUIRED = lazyMessage(msg`Yeni şifre tekrarı zorunludur.`);
const SAME_AS_CURRENT = lazyMessage(msg`Yeni şifre mevcut şifreden farklı olmalıdır.`);
const MISMATCH = lazyMessage(msg`Şifreler eşleşmiyor.`);

/**
 * docs/behaviour.md#validation password change: all required, new ≥ 8 with upper/lower/digit,
 * new ≠ current, confirmation equal. Field names are the profile-update call's.
 * The cross-field checks wait until the fields they compare pass their own rules.
 */
export const passwordChangeSchema = v.pipe(
  v.object({
    current_password: v.pipe(v.string(CURRENT_REQUIRED), v.nonEmpty(CURRENT_REQUIRED)),
    new_password: newPasswordField({
      required: msg`Yeni şifre zorunludur.`,
      tooShort: msg`Yeni şifre en az 8 karakter olmalıdır.`,
      weak: msg`Yeni şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir.`,
    }),
    new_password_confirm: v.pipe(v.string(CONFIRM_REQUIRED), v.nonEmpty(CONFIRM_REQUIRED)),
  }),
  v.forward(
    v.partialCheck([['current_password'], ['new_password']], (input) => input.new_password !== input.current_password, SAME_AS_CURRENT),
    ['new_password'],
  ),
  v.forward(
    v.partialCheck([['new_password'], ['new_password_confirm']], (input) => input.new_password === input.new_password_confirm, MISMATCH),
    ['new_password_confirm'],
  ),
);

export type PasswordChangeValues = v.InferInput<typeof passwordChangeSchema>;
export type PasswordChangeField = keyof PasswordChangeValues;
export const PASSWORD_CHANGE_FIELDS = Object.keys(passwordChangeSchema.entries) as PasswordChangeField[];
export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = { current_password: '', new_password: '', new_password_confirm: '' };

import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { LIMITS } from '@/shared/api/contract.ts';
import { lazyMessage, requiredTextRule } from '@/shared/ui/form/rules.ts';
import { emailField } from './login.ts';

const minimum = LIMITS.nameMin;
const FIRST_NAME_REQUIRED = lazyMessage(msg`Ad zorunludur.`);
const FIRST_NAME_TOO_SHORT = lazyMessage(msg`Ad en az ${minimum} karakter olmalıdır.`);
const LAST_NAME_REQUIRED = lazyMessage(msg`Soyad zorunludur.`);
const LAST_NAME_TOO_SHORT = lazyMessage(msg`Soyad en az ${minimum} karakter olmalıdır.`);
const maximum = LIMITS.nameMax;
const FIRST_NAME_TOO_LONG = lazyMessage(msg`Ad en fazla ${maximum} karakter olabilir.`);
const LAST_NAME_TOO_LONG = lazyMessage(msg`Soyad en fazla ${maximum} karakter olabilir.`);

/** docs/behaviour.md#validation: required, at least 2 characters; surrounding spaces do not count and are dropped. */
export const firstNameField = () => requiredTextRule(FIRST_NAME_REQUIRED, { min: [minimum, FIRST_NAME_TOO_SHORT], max: [maximum, FIRST_NAME_TOO_LONG] });

export const lastNameField = () => requiredTextRule(LAST_NAME_REQUIRED, { min: [minimum, LAST_NAME_TOO_SHORT], max: [maximum, LAST_NAME_TOO_LONG] });

/** Lower-cased as the server stores it, so the session user matches what was typed. */
export const accountEmailField = () => v.pipe(emailField(), v.toLowerCase());

/** The profile rule set (docs/behaviour.md#validation); registration extends it with role and password. */
export const profileSchema = v.object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  email: accountEmailField(),
});

type ProfileValues = v.InferInput<typeof profileSchema>;
export type ProfileField = keyof ProfileValues;
export const PROFILE_FIELDS = Object.keys(profileSchema.entries) as ProfileField[];

const CURRENT_PASSWORD_FOR_EMAIL = lazyMessage(msg`E-posta adresinizi değiştirmek için mevcut şifrenizi girin.`);

/** Whether the typed address differs from the one on file (addresses are compared as stored: lower case). */
export const changesEmail = (typed: string, onFile: string): boolean => typed.trim().toLowerCase() !== onFile.toLowerCase();

/**
 * The profile section's form: the profile rules, and a new e-mail confirmed with the current password,
 * which the server checks before it moves the account (a password reset would follow the address).
 */
export const profileFormSchema = (emailOnFile: string) =>
  v.pipe(
    v.object({ ...profileSchema.entries, current_password: v.string() }),
    v.forward(
      v.partialCheck(
        [['email'], ['current_password']],
        (input) => !changesEmail(input.email, emailOnFile) || input.current_password !== '',
        CURRENT_PASSWORD_FOR_EMAIL,
      ),
      ['current_password'],
    ),
  );

export type ProfileFormField = keyof v.InferInput<ReturnType<typeof profileFormSchema>>;
export const PROFILE_FORM_FIELDS: ProfileFormField[] = [...PROFILE_FIELDS, 'current_password'];

import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { LIMITS } from '@/shared/api/contract.ts';

/** A rule message read when the rule fails, so it comes from the catalogue loaded by then. */
export const lazyMessage = (descriptor: MessageDescriptor) => () => i18n._(descriptor);

// RFC 5321 caps an address at 254 characters; the server applies the same cap.
const EMAIL_MAX_LENGTH = 254;

const EMAIL_REQUIRED = lazyMessage(msg`E-posta adresi zorunludur.`);
const EMAIL_INVALID = lazyMessage(msg`Geçerli bir e-posta adresi girin.`);

/** SPEC §5: e-mail required and valid. Surrounding spaces (a pasted address) are dropped. */
export const emailField = () =>
  v.pipe(
    v.string(EMAIL_REQUIRED),
    v.trim(),
    v.nonEmpty(EMAIL_REQUIRED),
    v.maxLength(EMAIL_MAX_LENGTH, EMAIL_INVALID),
    v.email(EMAIL_INVALID),
  );

const minimum = LIMITS.loginPasswordMin;
const PASSWORD_REQUIRED = lazyMessage(msg`Şifre zorunludur.`);
const PASSWORD_TOO_SHORT = lazyMessage(msg`Şifre en az ${minimum} karakter olmalıdır.`);

/** SPEC §5 login: e-mail required and valid; password required, at least 6 characters (never trimmed). */
export const loginSchema = v.object({
  email: emailField(),
  password: v.pipe(v.string(PASSWORD_REQUIRED), v.nonEmpty(PASSWORD_REQUIRED), v.minLength(minimum, PASSWORD_TOO_SHORT)),
});

import type { ApiError } from '@/shared/api/ApiError.ts';
import { serverFieldErrors, type FieldErrors } from '@/shared/ui/form/formErrors.ts';
import { INVITE_FIELDS, type InviteFormField } from './inviteForm.ts';

/**
 * The server's refusal of an invite on the form's own fields. "Already registered" may come without a
 * field error (an alias code); it belongs under the e-mail all the same.
 */
export function inviteFieldErrors(error: ApiError): FieldErrors<InviteFormField> {
  const mapped = serverFieldErrors(error.fieldErrors, INVITE_FIELDS);
  if (error.code === 'EMAIL_ALREADY_EXISTS' && !mapped.email) mapped.email = error.message;
  return mapped;
}

/** The form's alert: the message, unless the same words already stand under a field. */
export const inviteAlert = (error: ApiError, fieldErrors: FieldErrors<InviteFormField>): string | null =>
  Object.values(fieldErrors).includes(error.message) ? null : error.message;

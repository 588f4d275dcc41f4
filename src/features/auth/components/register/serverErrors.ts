import type { ApiError } from '@/shared/api/ApiError.ts';
import { serverFieldErrors, type FieldErrors } from '@/shared/ui/form/formErrors.ts';

/** Codes that belong to one field even when the server sends them without field errors. */
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  EMAIL_ALREADY_EXISTS: 'email',
  CURRENT_PASSWORD_WRONG: 'current_password',
};

/** The server's field errors on a form's own fields, plus the field a known code points at. */
export function formFieldErrors<K extends string>(error: ApiError, fields: readonly K[]): FieldErrors<K> {
  const mapped = serverFieldErrors(error.fieldErrors, fields);
  const field = fields.find((name) => name === FIELD_OF_CODE[error.code]);
  if (field && !mapped[field]) mapped[field] = error.message;
  return mapped;
}

/** The message for the form's alert, or null when the same words already show under a field. */
export function generalMessage(error: ApiError, ...shown: FieldErrors<string>[]): string | null {
  const underFields = shown.flatMap((errors) => Object.values(errors));
  return underFields.includes(error.message) ? null : error.message;
}

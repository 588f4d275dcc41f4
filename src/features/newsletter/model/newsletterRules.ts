import { textForCode } from '@/shared/api/errorMessages.ts';

/** SPEC §5: a simple e-mail pattern — something, @, something, a dot, something; no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The newsletter rule: the error text, or null when the (trimmed) address may be sent. */
export function newsletterEmailError(email: string): string | null {
  const value = email.trim();
  if (!value) return textForCode('EMAIL_REQUIRED');
  if (!SIMPLE_EMAIL.test(value)) return textForCode('EMAIL_INVALID');
  return null;
}

import { codeMessage, firstIssue, simpleEmailRule } from '@/shared/ui/form/rules.ts';

/** docs/behaviour.md#validation newsletter: e-mail required, matching the simple pattern. */
const newsletterEmail = simpleEmailRule({ required: codeMessage('EMAIL_REQUIRED'), invalid: codeMessage('EMAIL_INVALID') });

/** The newsletter rule: the error text, or null when the (trimmed) address may be sent. */
export const newsletterEmailError = (email: string): string | null => firstIssue(newsletterEmail, email);

import { normaliseError, type ApiError } from '../api/ApiError.ts';
import type { OutboxOutcome } from './swMessages.ts';

const field = (value: unknown, name: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** The contact form's answer: `data.submission_id`. */
export function submissionIdOf(answer: unknown): string | undefined {
  return text(field(field(answer, 'data'), 'submission_id'));
}

/** The server's own message (the newsletter answers with one). */
export function serverMessageOf(answer: unknown): string | undefined {
  return text(field(answer, 'message'));
}

/** Why the server refused a post, normalised like every other error (docs/behaviour.md#errors), field errors included. */
export function rejectionOf(outcome: Pick<OutboxOutcome, 'status' | 'answer'>): ApiError {
  return normaliseError({ status: outcome.status, body: (outcome.answer ?? null) as Record<string, unknown> | null });
}

/** The strings of a sent JSON object, to put a refused text back into its form. */
export function sentFields(request: unknown): Record<string, string> {
  if (!request || typeof request !== 'object') return {};
  return Object.fromEntries(Object.entries(request as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

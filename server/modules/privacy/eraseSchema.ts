import * as v from 'valibot';
import { PRIVACY_LIMITS } from '../../../src/shared/api/privacy.ts';
import { coded, INVALID_BODY, parseBody, textField } from '../../http/validation.ts';
import type { ApiAnswer } from '../../http/answer.ts';
import * as m from './messages.ts';

/** EraseRequest. The name is checked against the student by the call itself; a dry run needs none. */
export const eraseSchema = v.object(
  {
    confirm_name: v.pipe(textField(m.CONFIRM_NAME_REQUIRED), v.maxLength(PRIVACY_LIMITS.confirmNameMax, coded('VALIDATION_ERROR', m.CONFIRM_NAME_TOO_LONG))),
    dry_run: v.optional(v.boolean(m.DRY_RUN_NOT_BOOLEAN), false),
  },
  INVALID_BODY,
);

export type EraseInput = v.InferOutput<typeof eraseSchema>;

/** Answered with 422, as the administrator's other calls are. */
export function parseErase(body: unknown): { ok: true; value: EraseInput } | { ok: false; answer: ApiAnswer<never> } {
  const parsed = parseBody(eraseSchema, body ?? {});
  return parsed.ok ? parsed : { ok: false, answer: { ...parsed.answer, status: 422 } };
}

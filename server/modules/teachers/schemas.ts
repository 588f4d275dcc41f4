import * as v from 'valibot';
import { LIMITS } from '../../../src/shared/api/contract.ts';
import { TEACHER_LIMITS } from '../../../src/shared/api/teachers.ts';
import type { ApiAnswer } from '../../http/answer.ts';
import { coded, emailAddress, INVALID_BODY, parseBody, textField } from '../../http/validation.ts';
import { isPrintableText, personName } from '../auth/index.ts';
import * as m from './messages.ts';

/** Optional: empty or left out is no branch (null); given, it is bounded like a name but longer ("Bilişim Teknolojileri ve Yazılım"). */
const branch = v.pipe(
  textField(m.BRANCH_NOT_TEXT),
  v.check((text: string) => text === '' || text.length >= LIMITS.nameMin, coded('VALIDATION_ERROR', m.BRANCH_TOO_SHORT)),
  v.maxLength(TEACHER_LIMITS.branchMax, coded('VALIDATION_ERROR', m.BRANCH_TOO_LONG)),
  v.check(isPrintableText, coded('VALIDATION_ERROR', m.BRANCH_UNPRINTABLE)),
  v.transform((text: string) => (text === '' ? null : text)),
);

/** InviteTeacherRequest: the names and e-mail as registration checks them, and the branch. */
export const inviteSchema = v.object({ first_name: personName('Ad'), last_name: personName('Soyad'), email: emailAddress(), branch }, INVALID_BODY);

const TEACHER_REQUIRED = coded('FIELD_REQUIRED', m.TEACHER_REQUIRED);

/** MoveClassRequest: a missing key goes to the number rule, so it answers the field's own message. */
export const moveClassSchema = v.object(
  {
    teacher_id: v.pipe(
      v.nullish(v.unknown(), null),
      v.number(TEACHER_REQUIRED),
      v.integer(TEACHER_REQUIRED),
      v.minValue(1, TEACHER_REQUIRED),
      v.maxValue(Number.MAX_SAFE_INTEGER, TEACHER_REQUIRED),
    ),
  },
  INVALID_BODY,
);

type Parsed<T> = { ok: true; value: T } | { ok: false; answer: ApiAnswer<never> };

/** The shared body check answered with 422, as shipping's and the assistant's calls do. */
export function parseTeacherBody<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): Parsed<v.InferOutput<TSchema>> {
  const parsed = parseBody(schema, body);
  return parsed.ok ? parsed : { ok: false, answer: { ...parsed.answer, status: 422 } };
}

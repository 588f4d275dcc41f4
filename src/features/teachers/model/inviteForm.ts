import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { LIMITS } from '@/shared/api/contract.ts';
import { TEACHER_LIMITS, type InviteTeacherRequest } from '@/shared/api/teachers.ts';
import { emailRule, lazyMessage, requiredTextRule } from '@/shared/ui/form/rules.ts';

// The server's invite rules (server/modules/teachers/schemas.ts), checked before sending.

const nameMin = LIMITS.nameMin;
const nameMax = LIMITS.nameMax;
const branchMax = TEACHER_LIMITS.branchMax;

const FIRST_NAME_REQUIRED = lazyMessage(msg`Ad zorunludur.`);
const FIRST_NAME_TOO_SHORT = lazyMessage(msg`Ad en az ${nameMin} karakter olmalıdır.`);
const FIRST_NAME_TOO_LONG = lazyMessage(msg`Ad en fazla ${nameMax} karakter olabilir.`);
const LAST_NAME_REQUIRED = lazyMessage(msg`Soyad zorunludur.`);
const LAST_NAME_TOO_SHORT = lazyMessage(msg`Soyad en az ${nameMin} karakter olmalıdır.`);
const LAST_NAME_TOO_LONG = lazyMessage(msg`Soyad en fazla ${nameMax} karakter olabilir.`);
const EMAIL_REQUIRED = lazyMessage(msg`E-posta adresi zorunludur.`);
const EMAIL_INVALID = lazyMessage(msg`Geçerli bir e-posta adresi girin.`);
const BRANCH_TOO_SHORT = lazyMessage(msg`Branş en az ${nameMin} karakter olmalıdır.`);
const BRANCH_TOO_LONG = lazyMessage(msg`Branş en fazla ${branchMax} karakter olabilir.`);

/** "Öğretmen davet et": names and e-mail required, the branch optional; spaces around them do not count. */
export const inviteFormSchema = v.object({
  first_name: requiredTextRule(FIRST_NAME_REQUIRED, { min: [nameMin, FIRST_NAME_TOO_SHORT], max: [nameMax, FIRST_NAME_TOO_LONG] }),
  last_name: requiredTextRule(LAST_NAME_REQUIRED, { min: [nameMin, LAST_NAME_TOO_SHORT], max: [nameMax, LAST_NAME_TOO_LONG] }),
  email: v.pipe(emailRule({ required: EMAIL_REQUIRED, invalid: EMAIL_INVALID }), v.toLowerCase()),
  branch: v.pipe(
    v.string(),
    v.trim(),
    v.check((branch) => branch === '' || branch.length >= nameMin, BRANCH_TOO_SHORT),
    v.maxLength(branchMax, BRANCH_TOO_LONG),
  ),
});

export type InviteFormValues = v.InferInput<typeof inviteFormSchema>;
export type InviteFormField = keyof InviteFormValues;
export const INVITE_FIELDS = Object.keys(inviteFormSchema.entries) as InviteFormField[];
export const EMPTY_INVITE: InviteFormValues = { first_name: '', last_name: '', email: '', branch: '' };

/** The checked form as the call sends it: no branch is null. */
export const toInviteRequest = (values: v.InferOutput<typeof inviteFormSchema>): InviteTeacherRequest => ({ ...values, branch: values.branch || null });

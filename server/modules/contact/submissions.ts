import * as v from 'valibot';
import { LIMITS, USER_TYPES, type ContactResponse } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import { isVisibleText } from '../../../src/shared/fields/visibleText.ts';
import { coded, emailAddress, INVALID_BODY, parseBody, requiredText, textField } from '../../http/validation.ts';
import { isPrintableText } from '../auth/index.ts';

const USER_TYPE_INVALID = coded('USER_TYPE_INVALID', 'Geçerli bir kullanıcı türü seçin.');
const hidden = (label: string) => coded('VALIDATION_ERROR', `${label} görünmeyen ya da bozuk karakterler içeremez.`);

/**
 * docs/behaviour.md#validation contact rules, with the codes of docs/behaviour.md#errors. Every text has an upper bound (the e-mail's is in
 * emailAddress, user_type's is its list), so nobody can store a megabyte through the public form.
 */
export const contactSchema = v.object(
  {
    name: v.pipe(
      requiredText(coded('NAME_REQUIRED', 'Ad soyad zorunludur.')),
      v.minLength(LIMITS.nameMin, coded('NAME_TOO_SHORT', `Ad soyad en az ${LIMITS.nameMin} karakter olmalıdır.`)),
      // The catalogue has no NAME_TOO_LONG: the field's own message with the generic code.
      v.maxLength(LIMITS.contactNameMax, coded('VALIDATION_ERROR', `Ad soyad en fazla ${LIMITS.contactNameMax} karakter olabilir.`)),
      v.check(isPrintableText, hidden('Ad soyad')),
    ),
    email: emailAddress(),
    phone: v.pipe(
      textField(coded('VALIDATION_ERROR', 'Telefon numarası metin olmalıdır.')),
      v.maxLength(LIMITS.phoneMax, coded('PHONE_TOO_LONG', `Telefon numarası en fazla ${LIMITS.phoneMax} karakter olabilir.`)),
      v.check(isPrintableText, hidden('Telefon numarası')),
    ),
    user_type: v.pipe(textField(USER_TYPE_INVALID), v.picklist(USER_TYPES, USER_TYPE_INVALID)),
    subject: v.pipe(
      requiredText(coded('SUBJECT_REQUIRED', 'Konu zorunludur.')),
      v.minLength(LIMITS.subjectMin, coded('SUBJECT_TOO_SHORT', `Konu en az ${LIMITS.subjectMin} karakter olmalıdır.`)),
      v.maxLength(LIMITS.subjectMax, coded('SUBJECT_TOO_LONG', `Konu en fazla ${LIMITS.subjectMax} karakter olabilir.`)),
      v.check(isPrintableText, hidden('Konu')),
    ),
    message: v.pipe(
      requiredText(coded('MESSAGE_REQUIRED', 'Mesaj zorunludur.')),
      v.minLength(LIMITS.messageMin, coded('MESSAGE_TOO_SHORT', `Mesaj en az ${LIMITS.messageMin} karakter olmalıdır.`)),
      v.maxLength(LIMITS.messageMax, coded('MESSAGE_TOO_LONG', `Mesaj en fazla ${LIMITS.messageMax} karakter olabilir.`)),
      v.check((text) => isVisibleText(text, { multiline: true }), hidden('Mesaj')),
    ),
  },
  INVALID_BODY,
);

/** Readable and unique: "ILT" (iletişim), the year, and the row number. */
function submissionId(year: number, rowId: number): string {
  return `ILT-${year}-${String(rowId).padStart(6, '0')}`;
}

export function submitContact(context: ApiContext, body: unknown): ApiAnswer<ContactResponse> {
  const parsed = parseBody(contactSchema, body);
  if (!parsed.ok) return parsed.answer;
  const input = parsed.value;
  const { db } = context;
  const createdAt = context.nowIso();

  const id = db.transaction((): string => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO contact_submissions (name, email, phone, user_type, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(input.name, input.email, input.phone || null, input.user_type, input.subject, input.message, createdAt);
    const submission = submissionId(new Date(createdAt).getUTCFullYear(), Number(lastInsertRowid));
    db.prepare('UPDATE contact_submissions SET submission_id = ? WHERE id = ?').run(submission, lastInsertRowid);
    return submission;
  })();

  return ok({ success: true, message: 'Mesajınız alındı. En geç 24 saat içinde size dönüş yapacağız.', data: { submission_id: id } }, 201);
}

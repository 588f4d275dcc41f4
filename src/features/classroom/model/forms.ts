import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { CLAIM_CODE, CLASS_GRADES, CLASSROOM_LIMITS, isClaimCodeShape, normaliseClaimCode, SUBJECTS } from '@/shared/api/classroom.ts';
import { LIMITS } from '@/shared/api/contract.ts';
import { lazyMessage, requiredTextRule } from '@/shared/ui/form/rules.ts';

const L = CLASSROOM_LIMITS;
const CLASS_NAME_MIN = L.classNameMin;
const CLASS_NAME_MAX = L.classNameMax;
const DESCRIPTION_MAX = L.descriptionMax;
const NAME_MIN = LIMITS.nameMin;
const NAME_MAX = LIMITS.nameMax;
const STUDENT_NUMBER_MAX = L.studentNumberMax;
const JOIN_CODE_LENGTH = L.joinCodeLength;

/** A class: its name as the school writes it ("5-B", "6-A Fen"), subject, grade and an optional note. */
export const classFormSchema = v.object({
  name: requiredTextRule(lazyMessage(msg`Sınıfın adını yazın.`), {
    min: [CLASS_NAME_MIN, lazyMessage(msg`Sınıf adı en az ${CLASS_NAME_MIN} karakter olmalıdır.`)],
    max: [CLASS_NAME_MAX, lazyMessage(msg`Sınıf adı en fazla ${CLASS_NAME_MAX} karakter olabilir.`)],
  }),
  subject: v.picklist(SUBJECTS, lazyMessage(msg`Bir ders seçin.`)),
  grade: v.picklist(CLASS_GRADES, lazyMessage(msg`Sınıf düzeyini seçin.`)),
  description: v.pipe(v.string(), v.trim(), v.maxLength(DESCRIPTION_MAX, lazyMessage(msg`Açıklama en fazla ${DESCRIPTION_MAX} karakter olabilir.`))),
});

const nameRule = (required: ReturnType<typeof lazyMessage>) =>
  requiredTextRule(required, {
    min: [NAME_MIN, lazyMessage(msg`En az ${NAME_MIN} karakter olmalıdır.`)],
    max: [NAME_MAX, lazyMessage(msg`En fazla ${NAME_MAX} karakter olabilir.`)],
  });

/** One student added by hand: the school number is optional, digits only. */
export const studentFormSchema = v.object({
  first_name: nameRule(lazyMessage(msg`Öğrencinin adını yazın.`)),
  last_name: nameRule(lazyMessage(msg`Öğrencinin soyadını yazın.`)),
  number: v.pipe(
    v.string(),
    v.trim(),
    v.regex(new RegExp(`^\\d{0,${STUDENT_NUMBER_MAX}}$`), lazyMessage(msg`Okul numarası en fazla ${STUDENT_NUMBER_MAX} rakam olabilir.`)),
  ),
});

/** A join code as read off the board: spaces and lower case are forgiven. */
export const joinFormSchema = v.object({
  join_code: v.pipe(
    v.string(),
    // "fen 6-ay" read off the board is FEN6AY: spaces and dashes are only how it was written.
    v.transform((text) => text.replace(/[\s-]+/g, '')),
    v.toUpperCase(),
    v.nonEmpty(lazyMessage(msg`Sınıf kodunu yazın.`)),
    v.length(JOIN_CODE_LENGTH, lazyMessage(msg`Sınıf kodu ${JOIN_CODE_LENGTH} karakterdir.`)),
  ),
});

const CLAIM_CODE_LENGTH = CLAIM_CODE.length;

/** The claim code from the child's card, if the teacher gave one: optional; read as the server reads it. */
export const claimFormSchema = v.object({
  claim_code: v.pipe(
    v.string(),
    v.transform(normaliseClaimCode),
    v.check((code) => code === '' || isClaimCodeShape(code), lazyMessage(msg`Sahiplenme kodu ${CLAIM_CODE_LENGTH} harf ve rakamdır, örneğin ABCD-2345.`)),
  ),
});

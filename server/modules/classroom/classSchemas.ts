import * as v from 'valibot';
import {
  CLAIM_CODE,
  CLASS_GRADES,
  CLASS_STATUSES,
  CLASSROOM_LIMITS as L,
  ENROLMENT_STATUSES,
  isClaimCodeShape,
  normaliseClaimCode,
  PICTURE_CODE_EMOJI,
  SUBJECTS,
} from '../../../src/shared/api/classroom.ts';
import { LIMITS } from '../../../src/shared/api/contract.ts';
import { coded, INVALID_BODY, textField } from '../../http/validation.ts';
import { boundedName, calendarDate, contentRef, optionalLongText, optionalName, picked, studentNumber } from './fields.ts';

const className = boundedName('Sınıf adı', L.classNameMin, L.classNameMax);
const subject = picked(SUBJECTS, 'Geçerli bir ders seçin.');
const grade = picked(CLASS_GRADES, 'Geçerli bir sınıf düzeyi seçin.');
const description = optionalLongText('Açıklama', L.descriptionMax);

export const classCreateSchema = v.object({ name: className, subject, grade, description }, INVALID_BODY);

export const classUpdateSchema = v.object(
  {
    name: optionalName('Sınıf adı', L.classNameMin, L.classNameMax),
    subject: v.optional(subject),
    grade: v.optional(grade),
    description,
    status: v.optional(picked(CLASS_STATUSES, 'Sınıf durumu etkin, tamamlandı ya da arşivlendi olmalıdır.')),
  },
  INVALID_BODY,
);

export const classCopySchema = v.object(
  { name: className, include_students: v.optional(v.boolean(coded('VALIDATION_ERROR', 'Öğrenciler de kopyalansın mı: evet ya da hayır.')), false) },
  INVALID_BODY,
);

const firstName = boundedName('Ad', 1, LIMITS.nameMax);
const lastName = boundedName('Soyad', 1, LIMITS.nameMax);

export const studentAddSchema = v.object({ first_name: firstName, last_name: lastName, number: studentNumber }, INVALID_BODY);

export const studentBulkSchema = v.object(
  {
    students: v.pipe(
      v.array(
        v.object({ first_name: firstName, last_name: lastName, number: studentNumber }, 'Her satır bir öğrenci olmalıdır.'),
        coded('FIELD_REQUIRED', 'Öğrenci listesi zorunludur.'),
      ),
      v.minLength(1, coded('FIELD_REQUIRED', 'Listede en az bir öğrenci olmalıdır.')),
      v.maxLength(L.pasteLinesMax, `Bir listede en fazla ${L.pasteLinesMax} öğrenci olabilir.`),
    ),
  },
  INVALID_BODY,
);

const PICTURE_CODE_INVALID = coded('VALIDATION_ERROR', `Resimli şifre listedeki resimlerden ${L.pictureCodeLength} tane olmalıdır.`);

/** Exactly pictureCodeLength pictures of the alphabet, repeats allowed. */
export const pictureCode = v.pipe(
  v.array(v.picklist(PICTURE_CODE_EMOJI, PICTURE_CODE_INVALID), PICTURE_CODE_INVALID),
  v.length(L.pictureCodeLength, PICTURE_CODE_INVALID),
);

export const studentUpdateSchema = v.object(
  {
    first_name: optionalName('Ad', 1, LIMITS.nameMax),
    last_name: optionalName('Soyad', 1, LIMITS.nameMax),
    number: studentNumber,
    status: v.optional(picked(ENROLMENT_STATUSES, 'Öğrenci durumu etkin, pasif, mezun ya da ayrıldı olmalıdır.')),
    picture_code: v.nullish(pictureCode),
  },
  INVALID_BODY,
);

const PICK_STUDENT = coded('FIELD_REQUIRED', 'Bir öğrenci seçin.');
const studentId = v.pipe(v.number(PICK_STUDENT), v.integer(PICK_STUDENT), v.minValue(1, PICK_STUDENT));

/** New picture codes for the printed cards: at most a class's worth, since a class never has more active children than that. */
export const pictureCodesSchema = v.object(
  {
    codes: v.pipe(
      v.array(v.object({ student_id: studentId, picture_code: pictureCode }, INVALID_BODY), coded('FIELD_REQUIRED', 'Şifre listesi zorunludur.')),
      v.minLength(1, coded('FIELD_REQUIRED', 'Listede en az bir öğrenci olmalıdır.')),
      v.maxLength(L.studentsPerClass, `Bir seferde en fazla ${L.studentsPerClass} öğrenciye şifre verilebilir.`),
    ),
  },
  INVALID_BODY,
);

const JOIN_CODE_INVALID = coded('VALIDATION_ERROR', `Katılım kodu ${L.joinCodeLength} harf ve rakamdan oluşur.`);

/** Read off a board: spaces and dashes are ignored, and lower case is as good as upper. */
export const joinSchema = v.object(
  {
    join_code: v.pipe(
      textField(coded('FIELD_REQUIRED', 'Katılım kodu zorunludur.')),
      v.nonEmpty(coded('FIELD_REQUIRED', 'Katılım kodu zorunludur.')),
      v.maxLength(20, JOIN_CODE_INVALID),
      v.transform((text) => text.replace(/[\s-]/g, '').toUpperCase()),
      v.length(L.joinCodeLength, JOIN_CODE_INVALID),
    ),
  },
  INVALID_BODY,
);

const CLAIM_CODE_INVALID = coded('VALIDATION_ERROR', `Sahiplenme kodu ${CLAIM_CODE.length} harf ve rakamdan oluşur (örneğin ABCD-2345).`);

/** A join, optionally with the claim code the teacher printed for this child (same reading rules as the form's). */
export const joinWithClaimSchema = v.object(
  {
    ...joinSchema.entries,
    claim_code: v.optional(
      v.pipe(
        v.string(CLAIM_CODE_INVALID),
        v.maxLength(20, CLAIM_CODE_INVALID),
        v.transform(normaliseClaimCode),
        v.check((code) => code === '' || isClaimCodeShape(code), CLAIM_CODE_INVALID),
      ),
    ),
  },
  INVALID_BODY,
);

const GUARDIAN_CODE_REQUIRED = coded('FIELD_REQUIRED', 'Veli kodu zorunludur.');
const GUARDIAN_CODE_SHAPE = 'Veli kodu 8 karakterdir (örneğin ABCD-EFGH); kartta yazdığı gibi girin.';

/** A parent's link to a child: the code read off the printed card as a child's claim code is (spaces and dashes dropped, capitals by Turkish rules). */
export const guardianLinkSchema = v.object(
  {
    code: v.pipe(
      textField(GUARDIAN_CODE_REQUIRED),
      v.nonEmpty(GUARDIAN_CODE_REQUIRED),
      v.maxLength(20, GUARDIAN_CODE_SHAPE),
      v.transform(normaliseClaimCode),
      v.check(isClaimCodeShape, GUARDIAN_CODE_SHAPE),
    ),
    confirm: v.optional(v.boolean(coded('VALIDATION_ERROR', 'Onay evet ya da hayır olmalıdır.')), false),
  },
  INVALID_BODY,
);

export const mergeSchema = v.object(
  { into: v.pipe(v.number('Birleştirilecek satırı seçin.'), v.integer('Birleştirilecek satırı seçin.'), v.minValue(1, 'Birleştirilecek satırı seçin.')) },
  INVALID_BODY,
);

export const lessonsSchema = v.object(
  {
    lessons: v.pipe(
      v.array(
        v.object(
          {
            title: boundedName('Ders başlığı', L.titleMin, L.titleMax),
            content: contentRef,
            planned_for: v.nullish(calendarDate('Planlanan gün'), null),
          },
          'Her ders bir nesne olmalıdır.',
        ),
        coded('FIELD_REQUIRED', 'Ders listesi zorunludur.'),
      ),
      v.maxLength(L.lessonsPerClass, `Bir sınıfın planında en fazla ${L.lessonsPerClass} ders olabilir.`),
    ),
  },
  INVALID_BODY,
);

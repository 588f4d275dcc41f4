import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { isClaimCodeShape, normaliseClaimCode, type ClassStudent } from '@/shared/api/classroom.ts';
import { GUARDIAN_LIMITS, PARENT_CODE } from '@/shared/api/guardians.ts';
import { formatDate } from '@/shared/i18n/format.ts';
import { lazyMessage } from '@/shared/ui/form/rules.ts';

const LENGTH = PARENT_CODE.length;

/**
 * The parent code as typed from the card, read as the server reads it: spaces and dashes are dropped
 * and letters go to capitals by Turkish rules, so "abcd-2345" is ABCD2345 while a dotted i stays İ
 * (no code has it) instead of quietly becoming another letter. A code of the wrong shape is refused
 * here, before anything is sent or counted.
 */
export const parentCodeFormSchema = v.object({
  code: v.pipe(
    v.string(),
    v.transform(normaliseClaimCode),
    v.nonEmpty(lazyMessage(msg`Kartın üstündeki veli kodunu yazın.`)),
    v.length(LENGTH, lazyMessage(msg`Veli kodu ${LENGTH} karakterdir, örneğin ABCD-2345.`)),
    v.check(isClaimCodeShape, lazyMessage(msg`Veli kodunda yalnızca A–Z harfleri ve 2–9 rakamları vardır (0, O, 1, I ve L yoktur).`)),
  ),
});

/** The last day a printed parent code works, as a parent reads it on paper: "18 Aralık 2026". */
export const formatParentCodeExpiry = (iso: string): string => formatDate(iso, 'dayMonthYear');

/**
 * Which of the children chosen for printed cards can get a parent code now: active, with an account
 * (the server links a parent to an account, which a tablet child gets at their first sign-in), of the
 * class's school (only then does the roster list their parents) and with room for another parent.
 */
export const parentCodeCandidates = (students: readonly ClassStudent[], chosen: ReadonlySet<number>): number[] =>
  students
    .filter(
      (student) =>
        chosen.has(student.id) &&
        student.status === 'active' &&
        student.has_account &&
        student.parents !== undefined &&
        student.parents.length < GUARDIAN_LIMITS.parentsPerChild,
    )
    .map((student) => student.id);

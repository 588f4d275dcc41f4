import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { PICTURE_CODE_LIMITS, type TabletRosterResponse } from '../../../src/shared/api/classroom.ts';
import type { AuthResponse } from '../../../src/shared/api/contract.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { coded, INVALID_BODY, parseBody } from '../../http/validation.ts';
import { findUserById, startSession, toPublicUser, touchLastSeen, type UserRow } from '../auth/index.ts';
import type { ClassRow } from './access.ts';
import { pictureCode } from './classSchemas.ts';
import { rosterOf, type EnrolmentRow } from './enrolments.ts';
import { forbidden, notFound } from './errors.ts';
import { verifyPictureCode } from './pictureCodes.ts';
import { reservePictureCodeTry, type TryRefusal } from './pictureCodeLocks.ts';
import { createRosterAccount } from './rosterAccounts.ts';
import { tabletSessionEnd } from './schoolDay.ts';

const SCHOOL_TABLETS_ONLY = 'Resimli giriş yalnızca okulun ortak öğrenci hesabıyla açılmış bir tablette yapılabilir.';

/** The grade (school year) of a shared school account, from the school level it signs in for. */
function levelOf(db: Database, account: UserRow): string | undefined {
  const row = db
    .prepare<[number], { grade: number }>('SELECT l.sort_order AS grade FROM school_accounts a JOIN school_levels l ON l.id = a.level_id WHERE a.user_id = ?')
    .get(account.id);
  return row ? String(row.grade) : undefined;
}

/** The active classes a shared student account's tablet serves: its school's, of its level. */
function tabletClasses(db: Database, account: UserRow): ClassRow[] | undefined {
  if (account.account_kind !== 'school' || account.role !== 'student' || !account.school) return undefined;
  const grade = levelOf(db, account);
  if (grade === undefined) return undefined;
  return db
    .prepare<[string, string], ClassRow>("SELECT * FROM classes WHERE school = ? AND grade = ? AND status = 'active' ORDER BY name, id")
    .all(account.school, grade);
}

/** A family name's first letter, as a list on the board shows it. */
const initialOf = (lastName: string): string => (Array.from(lastName.trim())[0] ?? '').toLocaleUpperCase('tr');

export function tabletRoster(context: ApiContext, caller: UserRow): ApiAnswer<TabletRosterResponse> {
  const classes = tabletClasses(context.db, caller);
  if (!classes) return forbidden(SCHOOL_TABLETS_ONLY);
  return ok({
    success: true,
    classes: classes.map((cls) => ({
      id: cls.id,
      name: cls.name,
      students: rosterOf(context.db, cls.id)
        .filter((row) => row.status === 'active')
        .map((row) => ({
          id: row.id,
          first_name: row.first_name,
          last_initial: initialOf(row.last_name),
          has_picture_code: row.picture_code_hash !== null,
        })),
    })),
  });
}

export const tabletSignInSchema = v.object(
  {
    enrolment_id: v.pipe(
      v.number(coded('FIELD_REQUIRED', 'Bir öğrenci seçin.')),
      v.integer(coded('FIELD_REQUIRED', 'Bir öğrenci seçin.')),
      v.minValue(1, coded('FIELD_REQUIRED', 'Bir öğrenci seçin.')),
    ),
    picture_code: pictureCode,
  },
  INVALID_BODY,
);

const WRONG_CODE = 'Resimli şifre yanlış. Resimlere bakıp tekrar dene.';

function accountFor(context: ApiContext, enrolment: EnrolmentRow, cls: ClassRow): UserRow {
  const linked = enrolment.user_id === null ? undefined : findUserById(context.db, enrolment.user_id);
  return linked ?? createRosterAccount(context.db, enrolment, cls.school, context.nowIso());
}

/** A 429 in words a child (and the teacher they fetch) understands: whose tries ran out, and until when. */
function tooManyTries(refusal: TryRefusal): ApiAnswer<never> {
  const minutes = Math.ceil(refusal.retryAfterSeconds / 60);
  const who = {
    child: 'Çok fazla yanlış deneme.',
    tablet: 'Bu tablette çok fazla yanlış resimli şifre denendi.',
    class: 'Bu sınıfta çok fazla yanlış resimli şifre denendi.',
  }[refusal.scope];
  const morning = `sabah ${String(PICTURE_CODE_LIMITS.schoolDayStartHour).padStart(2, '0')}.00'de`;
  const until = refusal.untilNextSchoolDay
    ? refusal.scope === 'tablet'
      ? `Resimli giriş ${morning} yeniden açılacak.`
      : `Resimli giriş ${morning} yeniden açılacak; öğretmenin Öğrenciler sayfasından şimdi de açabilir.`
    : `${minutes} dakika sonra tekrar dene ya da öğretmenine söyle.`;
  return fail(429, `${who} ${until}`, { error_code: 'RATE_LIMITED', headers: { 'retry-after': String(refusal.retryAfterSeconds) } });
}

/**
 * A child picks their name on the class tablet and taps their picture code; they get a session of
 * their own, but a short one that ends with the school day and cannot change the account
 * (auth/tabletSessions.ts). Every try is counted for the child, the tablet and the class before the
 * code is checked (pictureCodeLocks.ts).
 */
export async function tabletSignIn(context: ApiContext, caller: UserRow, body: unknown, address: string): Promise<ApiAnswer<AuthResponse>> {
  const classes = tabletClasses(context.db, caller);
  if (!classes) return forbidden(SCHOOL_TABLETS_ONLY);
  const parsed = parseBody(tabletSignInSchema, body);
  if (!parsed.ok) return parsed.answer;
  const { enrolment_id, picture_code } = parsed.value;
  const enrolment = context.db
    .prepare<[number, string], EnrolmentRow>(
      "SELECT * FROM enrolments WHERE id = ? AND status = 'active' AND picture_code_hash IS NOT NULL AND class_id IN (SELECT value FROM json_each(?))",
    )
    .get(enrolment_id, JSON.stringify(classes.map((cls) => cls.id)));
  const cls = enrolment && classes.find((item) => item.id === enrolment.class_id);
  if (!enrolment?.picture_code_hash || !cls) return notFound();

  const now = context.now();
  const held = reservePictureCodeTry(context.db, { enrolmentId: enrolment.id, classId: cls.id, tabletAccountId: caller.id, address }, now);
  if ('scope' in held) return tooManyTries(held);
  if (!verifyPictureCode(context.jwtSecret, picture_code, enrolment.picture_code_hash)) {
    held.failed();
    return fail(400, WRONG_CODE, { error_code: 'VALIDATION_ERROR', errors: { picture_code: [WRONG_CODE] } });
  }
  held.succeeded();
  const user = accountFor(context, enrolment, cls);
  touchLastSeen(context.db, user.id, context.nowIso());
  const fresh = findUserById(context.db, user.id) ?? user;
  const tokens = await startSession(context, fresh, tabletSessionEnd(now));
  return ok({ success: true, message: `Hoş geldin, ${fresh.first_name}!`, user: toPublicUser(fresh), tokens });
}

import { randomInt, randomUUID } from 'node:crypto';
import { TEACHER_LIMITS, type TeacherPasswordResponse } from '../../../src/shared/api/teachers.ts';
import type { ApiContext } from '../../apiContext.ts';
import type { ApiAnswer } from '../../http/answer.ts';
import type { AsyncIdempotency } from '../../http/idempotency.ts';
import { findUserById, isStrongPassword, type UserRow } from '../auth/index.ts';
import * as m from './messages.ts';
import { schoolTeacher } from './teacherRows.ts';

// Read aloud or copied from a screen to paper: no 0/O/o, 1/I/l, nor letters Turkish keyboards move.
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = UPPER + LOWER + DIGITS;

/** A random password that meets the registration rules (docs/behaviour.md#validation: upper and lower case and a digit); drawn again in the rare case it does not. */
export function oneTimePassword(length: number = TEACHER_LIMITS.oneTimePasswordLength): string {
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (isStrongPassword(password)) return password;
  }
}

/** What the idempotency table keeps of a password answer: no password, and a reference to the copy in memory. */
type StoredPasswordAnswer = TeacherPasswordResponse & { replay_ref?: string };

type Shown = { password: string; teacherId: number; passwordHash: string; until: number };

const shownByServer = new WeakMap<ApiContext, Map<string, Shown>>();

function shownOf(context: ApiContext): Map<string, Shown> {
  const shown = shownByServer.get(context) ?? new Map<string, Shown>();
  shownByServer.set(context, shown);
  for (const [ref, entry] of shown) if (entry.until <= context.now()) shown.delete(ref);
  return shown;
}

/** The password of a kept answer while it may still be shown: in time, and still the account's unused one-time password. */
function recall(context: ApiContext, ref: string | undefined, row: UserRow | undefined): string | null {
  const entry = ref === undefined ? undefined : shownOf(context).get(ref);
  if (!entry || !row || entry.teacherId !== row.id) return null;
  const unused = row.active === 1 && row.must_change_password === 1 && row.password_hash === entry.passwordHash;
  return unused ? entry.password : null;
}

/**
 * How an invite or a new password is kept for its Idempotency-Key. The table (on disk, for a week)
 * never holds the password: a repeat within passwordReplayMinutes — the answer lost on weak Wi-Fi,
 * the button pressed again — gets it from this server's memory, and only while the teacher has not
 * used or replaced it. Later, or after a restart, the repeat answers the teacher with no password and
 * says to issue a new one: the safe side, since every extra copy of a password is one more place it can leak from.
 */
export function passwordAnswerKeeping(context: ApiContext): AsyncIdempotency {
  return {
    store(answer: ApiAnswer): ApiAnswer {
      const body = answer.body as TeacherPasswordResponse;
      if (answer.status >= 300 || typeof body.one_time_password !== 'string') return answer;
      const row = findUserById(context.db, body.teacher.id);
      let ref: string | undefined;
      if (row) {
        ref = randomUUID();
        const until = context.now() + TEACHER_LIMITS.passwordReplayMinutes * 60 * 1000;
        shownOf(context).set(ref, { password: body.one_time_password, teacherId: row.id, passwordHash: row.password_hash, until });
      }
      const kept: StoredPasswordAnswer = { ...body, one_time_password: null, replay_ref: ref };
      return { status: answer.status, body: kept };
    },
    replay(stored: ApiAnswer): ApiAnswer {
      const { replay_ref, ...body } = stored.body as StoredPasswordAnswer;
      const row = findUserById(context.db, body.teacher.id);
      const password = recall(context, replay_ref, row);
      const teacher = (row?.school && schoolTeacher(context.db, row.school, row.id)) || body.teacher;
      const answer: TeacherPasswordResponse = password
        ? { ...body, teacher, one_time_password: password }
        : { ...body, teacher, one_time_password: null, message: m.PASSWORD_NOT_SHOWN_AGAIN };
      return { status: stored.status, body: answer };
    },
  };
}

import { PROGRESS_LIMITS, type ProgressEventRecord, type ProgressEventResponse } from '../../../src/shared/api/progress.ts';
import { DAY_MS } from '../../../src/shared/progress/mastery.ts';
import type { ApiContext } from '../../apiContext.ts';
import { fail, ok, type ApiAnswer } from '../../http/answer.ts';
import { parseBody } from '../../http/validation.ts';
import type { UserRow } from '../auth/index.ts';
import { notFound, roleAllowed } from '../classroom/index.ts';
import { dailyCapWait } from './dailyCap.ts';
import { findEvent, insertEvent, toRecord } from './eventRows.ts';
import { homeworkIdOf, progressEventSchema } from './eventSchema.ts';
import { homeworkOnTime } from './homeworkTiming.ts';

/** A teacher trying a question, or a parent looking at an experiment, must not count as anyone's work. */
const STUDENTS_ONLY = 'İlerleme yalnızca öğrencilerin çalışmalarından kaydedilir; bu hesabın denemeleri ilerlemeye yazılmaz.';

const TABLET_PROGRESS = 'Sınıf tabletinde önce adına dokun; çalışmaların senin adına kaydedilsin.';

const TOO_OLD = `Bu çalışma ${PROGRESS_LIMITS.maxAgeDays} günden eski olduğu için ilerlemeye eklenemedi.`;

const tooOld = () => fail(422, TOO_OLD, { error_code: 'VALIDATION_ERROR', errors: { at: [TOO_OLD] } });

const tooMany = (seconds: number) =>
  fail(429, 'Bugün çok fazla ilerleme kaydı gönderildi; kalanlar yarın gönderilecek.', {
    error_code: 'RATE_LIMITED',
    headers: { 'retry-after': String(seconds) },
  });

/**
 * The device's time of the work, bounded by the server's: a clock running ahead cannot date work in
 * the future (it is taken as done on arrival), and work older than maxAgeDays is refused (null).
 */
function boundedTime(at: string, received: number): string | null {
  const claimed = Date.parse(at);
  if (claimed < received - PROGRESS_LIMITS.maxAgeDays * DAY_MS) return null;
  return claimed > received + PROGRESS_LIMITS.clockAheadMs ? new Date(received).toISOString() : at;
}

/**
 * One finished thing from a student's device (docs/architecture.md#the-two-outboxes), append-only: the same event id again
 * answers the stored event with 200 and changes nothing, however it was sent.
 */
export function postEvent(context: ApiContext, caller: UserRow, body: unknown): ApiAnswer<ProgressEventResponse> {
  const refused = roleAllowed(caller, ['student'], STUDENTS_ONLY);
  if (refused) return refused;
  // The school's shared account only lends the tablet: progress made under it would be nobody's.
  if (caller.account_kind === 'school') return fail(403, TABLET_PROGRESS, { error_code: 'CLASS_TABLET_ACCOUNT' });
  const parsed = parseBody(progressEventSchema, body);
  if (!parsed.ok) return parsed.answer;
  const input = parsed.value;
  const { db } = context;

  const stored = findEvent(db, caller.id, input.id);
  if (stored) return ok({ success: true, message: 'Bu çalışma zaten kayıtlı.', event: toRecord(stored) });

  const now = context.now();
  const receivedAt = new Date(now).toISOString();
  const at = boundedTime(input.at, now);
  if (at === null) return tooOld();

  let onTime: boolean | null = null;
  if (input.kind === 'homeworkSubmitted') {
    const judged = homeworkOnTime(db, caller.id, homeworkIdOf(input.ref), at, receivedAt, now);
    if (judged === undefined) return notFound();
    onTime = judged;
  }

  const wait = dailyCapWait(db, caller.id, now);
  if (wait > 0) return tooMany(wait);

  const event: ProgressEventRecord = {
    id: input.id,
    user_id: caller.id,
    kind: input.kind,
    ref: input.ref,
    outcomes: input.outcomes,
    correct: input.correct ?? null,
    mixed_review: input.mixed_review,
    difficulty: input.difficulty,
    minutes: input.minutes,
    on_time: onTime,
    at,
    received_at: receivedAt,
  };
  insertEvent(db, event);
  return ok({ success: true, message: 'Çalışman ilerlemene eklendi.', event }, 201);
}

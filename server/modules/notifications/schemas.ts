import * as v from 'valibot';
import { NOTIFICATION_LIMITS } from '../../../src/shared/api/notifications.ts';
import { coded, parseBody } from '../../http/validation.ts';

const IDS_INVALID = coded('VALIDATION_ERROR', `En fazla ${NOTIFICATION_LIMITS.readIdsMax} bildirim seçin; her biri bir bildirim numarası olmalıdır.`);
const READ_INVALID = coded('VALIDATION_ERROR', 'Okundu işaretlenecek bildirimleri ya da hepsini seçin.');

const id = v.pipe(v.number(IDS_INVALID), v.integer(IDS_INVALID), v.minValue(1, IDS_INVALID), v.maxValue(Number.MAX_SAFE_INTEGER, IDS_INVALID));

/** NotificationReadRequest: some ids (bounded) or all; unknown keys are dropped as in every body. */
export const readSchema = v.union(
  [
    v.object({ ids: v.pipe(v.array(id, IDS_INVALID), v.maxLength(NOTIFICATION_LIMITS.readIdsMax, IDS_INVALID)) }, READ_INVALID),
    v.object({ all: v.literal(true, READ_INVALID) }, READ_INVALID),
  ],
  READ_INVALID,
);

export const parseRead = (body: unknown) => {
  const parsed = parseBody(readSchema, body);
  return parsed.ok ? { ok: true as const, ids: 'ids' in parsed.value ? parsed.value.ids : ('all' as const) } : parsed;
};

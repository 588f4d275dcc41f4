import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AttendanceClosedReason } from '@/shared/api/classroom.ts';

/** Why a day has no register, as the teacher reads it (a school's own day off shows its own name instead). */
export const CLOSED_REASON_LABELS: Record<AttendanceClosedReason, MessageDescriptor> = {
  weekend: msg`Hafta sonu`,
  holiday: msg`Resmî tatil`,
  break: msg`Okul tatili`,
  school_day_off: msg`Okulun tatil günü`,
};

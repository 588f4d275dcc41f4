import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AttendanceStatus, SubmissionState } from '@/shared/api/classroom.ts';
import type { HelpReason } from '@/shared/progress/heatmap.ts';

/*
 * The teacher's report names homework states and attendance as the classroom screens do. The words
 * are repeated here, not imported, because each area's text lives in its own catalogue and this
 * page loads only the progress one.
 */

/** Why a pupil is on the "needs help" list, in the words a teacher says to a colleague. */
export const HELP_REASON_LABELS: Record<HelpReason, MessageDescriptor> = {
  stuck: msg`zorlanıyor`,
  slipped: msg`geriledi, tekrar zamanı`,
};

export const HOMEWORK_STATE_LABELS: Record<SubmissionState, MessageDescriptor> = {
  assigned: msg`Atandı`,
  submitted: msg`Teslim edildi`,
  late: msg`Geç`,
  missing: msg`Eksik`,
  graded: msg`Değerlendirildi`,
  returned: msg`İade edildi`,
  held: msg`Kapandıktan sonra geldi`,
  excused: msg`Muaf`,
};

export const ATTENDANCE_LABELS: Record<AttendanceStatus, MessageDescriptor> = {
  present: msg`Var`,
  absent: msg`Yok`,
  late: msg`Geç`,
  excused: msg`İzinli`,
};

import type { SubmissionPhotoResponse } from '../../../src/shared/api/classroom.ts';
import type { ApiContext } from '../../apiContext.ts';
import { ok, type ApiAnswer } from '../../http/answer.ts';
import type { UserRow } from '../auth/index.ts';
import { recordRead } from '../privacy/index.ts';
import { childrenOf, findClass, isClassStaff } from './access.ts';
import { notFound } from './errors.ts';

type PhotoRow = { student_id: number; class_id: number; photo: string | null };

/**
 * One hand-in's photo, for the child who took it, their linked parent, the class's teacher and the
 * school's administrator. Anyone else, and a hand-in whose photo was dropped, gets the 404 of an
 * unknown id. Lists only say `has_photo`, so a page of work never carries megabytes of pictures.
 */
export function submissionPhoto(context: ApiContext, caller: UserRow, submissionId: number | undefined): ApiAnswer<SubmissionPhotoResponse> {
  const { db } = context;
  const row =
    submissionId === undefined
      ? undefined
      : db
          .prepare<[number], PhotoRow>(
            'SELECT s.student_id, a.class_id, s.photo FROM submissions s JOIN assignments a ON a.id = s.assignment_id WHERE s.id = ?',
          )
          .get(submissionId);
  if (!row?.photo) return notFound();
  const cls = findClass(db, row.class_id);
  const allowed =
    caller.id === row.student_id ||
    (caller.role === 'parent' && childrenOf(db, caller.id).includes(row.student_id)) ||
    (cls !== undefined && isClassStaff(caller, cls));
  if (!allowed) return notFound();
  recordRead(context, caller, row.student_id, 'homework');
  return ok({ success: true, photo: row.photo });
}

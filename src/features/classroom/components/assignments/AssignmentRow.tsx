import { Trans, useLingui } from '@lingui/react/macro';
import { SUBMISSION_STATES, type TeacherAssignment } from '@/shared/api/classroom.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { PathLink } from '@/shared/ui/PathLink.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import { ASSIGNMENT_STATUS_LABELS, STATE_LABELS } from '../../content/labels.ts';
import { formatDueDate } from '../../model/dates.ts';
import * as layout from '../shared/layout.css.ts';

/** One assignment with how many students are in each state (words and numbers, not colour alone). */
export function AssignmentRow({ assignment, showClass }: { assignment: TeacherAssignment; showClass: boolean }) {
  const { i18n } = useLingui();
  const status = ASSIGNMENT_STATUS_LABELS[assignment.status];
  const dueDate = formatDueDate(assignment.due_at);
  return (
    <li className={layout.row}>
      <div className={layout.rowMain}>
        <PathLink href={`/assignments/${assignment.id}`} className={layout.rowTitle}>
          {assignment.title}
        </PathLink>
        <span className={layout.meta}>
          <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
          {showClass ? <span>{assignment.class_name}</span> : null}
          <span>
            <Trans>Son teslim: {dueDate}</Trans>
          </span>
        </span>
      </div>
      <ul className={layout.chips} aria-label={i18n._(status.label)}>
        {SUBMISSION_STATES.filter((state) => assignment.counts[state] > 0).map((state) => (
          <li key={state}>
            <Badge tone={STATE_LABELS[state].tone}>
              {i18n._(STATE_LABELS[state].label)}: {formatNumber(assignment.counts[state])}
            </Badge>
          </li>
        ))}
      </ul>
    </li>
  );
}

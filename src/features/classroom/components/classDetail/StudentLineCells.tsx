import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ClassStudent, EnrolmentOrigin } from '@/shared/api/classroom.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { formatShortDateTime } from '../../model/dates.ts';
import type { LineActions } from '../../model/rosterClaims.ts';
import * as layout from '../shared/layout.css.ts';
import * as tables from '../shared/table.css.ts';

const ORIGIN: Record<EnrolmentOrigin, { label: MessageDescriptor; tone: 'neutral' | 'warning' | 'success' }> = {
  teacher: { label: msg`Öğretmen ekledi`, tone: 'neutral' },
  joined: { label: msg`Kodla katıldı`, tone: 'warning' },
  claimed: { label: msg`Sahiplenildi`, tone: 'success' },
};

/** How the line came to be, and when an account took it: a line that came by the class code stands out until the teacher decides. */
export function OriginCell({ student }: { student: ClassStudent }) {
  const { i18n } = useLingui();
  const origin = ORIGIN[student.origin];
  const linkedAt = student.linked_at ? formatShortDateTime(student.linked_at) : null;
  return (
    <td className={tables.td}>
      <Badge tone={origin.tone}>{i18n._(origin.label)}</Badge>
      {linkedAt ? (
        <>
          {' '}
          <span className={layout.muted}>{linkedAt}</span>
        </>
      ) : null}
    </td>
  );
}

type ActionsProps = {
  student: ClassStudent;
  actions: LineActions;
  onClaimCode: (student: ClassStudent) => void;
  onMerge: (student: ClassStudent) => void;
  onRemove: (student: ClassStudent) => void;
  onCorrect: (student: ClassStudent) => void;
};

/** The teacher's choices about a line and the account behind it. */
export function LineActionsCell({ student, actions, onClaimCode, onMerge, onRemove, onCorrect }: ActionsProps) {
  const { t } = useLingui();
  const studentName = student.full_name;
  return (
    <td className={tables.td}>
      <div className={layout.actions}>
        <Button size="sm" variant="secondary" onClick={() => onCorrect(student)} aria-label={t`${studentName} adını ve numarasını düzelt`}>
          <Trans>Düzelt</Trans>
        </Button>
        {actions.claimCode ? (
          <Button size="sm" variant="secondary" onClick={() => onClaimCode(student)} aria-label={t`${studentName} için sahiplenme kodu`}>
            <Trans>Sahiplenme kodu</Trans>
          </Button>
        ) : null}
        {actions.merge ? (
          <Button size="sm" variant="secondary" onClick={() => onMerge(student)} aria-label={t`${studentName} satırını birleştir`}>
            <Trans>Birleştir</Trans>
          </Button>
        ) : null}
        {actions.remove ? (
          <Button size="sm" variant="ghost" onClick={() => onRemove(student)} aria-label={t`${studentName} satırını çıkar`}>
            <Trans>Çıkar</Trans>
          </Button>
        ) : null}
      </div>
    </td>
  );
}

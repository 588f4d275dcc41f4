import { Trans, useLingui } from '@lingui/react/macro';
import type { AttendanceRecord, AttendanceSheet, ClassStudent } from '@/shared/api/classroom.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { ATTENDANCE_LABELS } from '../../content/labels.ts';
import { TableScroll } from '../shared/TableScroll.tsx';
import * as layout from '../shared/layout.css.ts';
import * as tables from '../shared/table.css.ts';

/** Someone else saved this day's attendance first: both versions side by side, the teacher chooses (docs/architecture.md#the-two-outboxes, no silent overwrite). */
export function AttendanceConflict({
  write,
  students,
  onKeepMine,
  onUseTheirs,
}: {
  write: UserWrite;
  students: readonly ClassStudent[];
  onKeepMine: (current: AttendanceSheet) => void;
  onUseTheirs: () => void;
}) {
  const { t, i18n } = useLingui();
  const current = write.current as AttendanceSheet | undefined;
  if (!current) return null;
  const mine = new Map((write.body as { records: AttendanceRecord[] }).records.map((record) => [record.student_id, record.status]));
  const theirs = new Map(current.records.map((record) => [record.student_id, record.status]));
  const differing = students.filter((student) => mine.get(student.id) !== theirs.get(student.id));
  const text = (status: AttendanceRecord['status'] | undefined) => (status ? i18n._(ATTENDANCE_LABELS[status].label) : t`İşaretlenmedi`);

  return (
    <FormAlert
      tone="warning"
      title={<Trans>Bu yoklama başka bir yerden değiştirildi</Trans>}
      action={
        <div className={layout.actions}>
          <Button onClick={() => onKeepMine(current)}>
            <Trans>Benimkini kaydet</Trans>
          </Button>
          <Button variant="secondary" onClick={onUseTheirs}>
            <Trans>Kayıtlı olanı kullan</Trans>
          </Button>
        </div>
      }
    >
      <p>
        <Trans>Farklı olan öğrenciler:</Trans>
      </p>
      <TableScroll label={t`Farklı olan yoklama kayıtları`}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col" className={tables.th}>
                <Trans>Öğrenci</Trans>
              </th>
              <th scope="col" className={tables.th}>
                <Trans>Kayıtlı olan</Trans>
              </th>
              <th scope="col" className={tables.th}>
                <Trans>Sizinki</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {differing.map((student) => (
              <tr key={student.id}>
                <th scope="row" className={tables.td}>
                  {student.full_name}
                </th>
                <td className={tables.td}>{text(theirs.get(student.id))}</td>
                <td className={tables.td}>{text(mine.get(student.id))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </FormAlert>
  );
}

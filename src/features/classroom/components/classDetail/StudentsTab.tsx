import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ENROLMENT_STATUSES, type ClassDetail, type ClassStudent, type EnrolmentStatus } from '@/shared/api/classroom.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import { useSession } from '@/features/auth';
import { useUpdateStudent } from '../../api.ts';
import { ENROLMENT_STATUS_LABELS } from '../../content/labels.ts';
import { lastSeenText } from '../../model/lastSeen.ts';
import { AddStudentForm } from './AddStudentForm.tsx';
import { PasteRosterDialog } from './PasteRosterDialog.tsx';
import { PictureCodeDialog } from './PictureCodeDialog.tsx';
import { PrintPictureCardsButton } from './PrintPictureCardsButton.tsx';
import { ClaimCodeDialog } from './ClaimCodeDialog.tsx';
import { RosterPrint } from './RosterPrint.tsx';
import { GuardiansCell } from '../guardians/GuardiansCell.tsx';
import { ParentCodeDialog } from '../guardians/ParentCodeDialog.tsx';
import { RemoveGuardianDialog, type GuardianToRemove } from '../guardians/RemoveGuardianDialog.tsx';
import { MergeStudentDialog } from './MergeStudentDialog.tsx';
import { RemoveStudentDialog } from './RemoveStudentDialog.tsx';
import { CorrectStudentDialog } from './CorrectStudentDialog.tsx';
import { LineActionsCell, OriginCell } from './StudentLineCells.tsx';
import { lineActions, mergeTargets } from '../../model/rosterClaims.ts';
import { PictureSignInStatus } from './PictureSignInStatus.tsx';
import { TableScroll } from '../shared/TableScroll.tsx';
import * as layout from '../shared/layout.css.ts';
import * as tables from '../shared/table.css.ts';
import * as styles from './classDetail.css.ts';

const percent = (value: number | null) => (value === null ? '—' : `%${formatNumber(Math.round(value))}`);

/** The roster with docs/behaviour.md#data-kept-on-the-device's student-in-class fields; the class's teacher adds, pastes and manages students here. */
export function StudentsTab({ item }: { item: ClassDetail }) {
  const { t, i18n } = useLingui();
  const [pasting, setPasting] = useState(false);
  const [codeFor, setCodeFor] = useState<ClassStudent | null>(null);
  const [claimFor, setClaimFor] = useState<ClassStudent | null>(null);
  const [parentCodeFor, setParentCodeFor] = useState<ClassStudent | null>(null);
  const [unlink, setUnlink] = useState<GuardianToRemove | null>(null);
  const [mergeFor, setMergeFor] = useState<ClassStudent | null>(null);
  const [removeFor, setRemoveFor] = useState<ClassStudent | null>(null);
  const [correctFor, setCorrectFor] = useState<ClassStudent | null>(null);
  const targets = mergeTargets(item.students);
  const update = useUpdateStudent(item.id);
  // The school's administrator reads the contact the server sends her too; only the teacher changes the list.
  const role = useSession().user?.role;
  const seesContact = item.can_edit || role === 'administrator';
  const className = item.name;
  const students = [...item.students].sort(
    (a, b) => (a.number ?? '').localeCompare(b.number ?? '', 'tr', { numeric: true }) || a.full_name.localeCompare(b.full_name, 'tr'),
  );

  const selfJoined = students.filter((student) => student.origin === 'joined').length;

  return (
    <div className={layout.section}>
      {item.can_edit ? (
        <>
          <AddStudentForm classId={item.id} />
          <div className={layout.actions}>
            <Button variant="secondary" onClick={() => setPasting(true)}>
              <span aria-hidden="true">📋</span>
              <Trans>Listeden yapıştır</Trans>
            </Button>
            <PrintPictureCardsButton students={students} classId={item.id} className={className} />
          </div>
        </>
      ) : null}
      {update.error ? <FormAlert>{update.error.message}</FormAlert> : null}
      {item.can_edit && selfJoined > 0 ? (
        <FormAlert tone="warning">
          <Trans>
            {selfJoined} öğrenci sınıf koduyla kendisi katıldı. Listede adı yazılı bir öğrenciyse “Birleştir”, değilse “Çıkar” seçin (tablonun “Hesap”
            sütununda).
          </Trans>
        </FormAlert>
      ) : null}
      {students.length > 0 ? <RosterPrint item={item} students={students} withParents={seesContact} /> : null}
      {students.length === 0 ? (
        <p className={layout.muted}>
          <Trans>Bu sınıfta henüz öğrenci yok.</Trans>
        </p>
      ) : (
        <TableScroll label={t`Öğrenci listesi`}>
          <table className={tables.table}>
            <caption className={tables.srOnlyCaption}>
              <Trans>{className} öğrenci listesi</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={tables.th}>
                  <Trans>No</Trans>
                </th>
                <th scope="col" className={tables.th}>
                  <Trans>Ad Soyad</Trans>
                </th>
                {seesContact ? (
                  <>
                    <th scope="col" className={tables.th}>
                      <Trans>E-posta</Trans>
                    </th>
                    <th scope="col" className={tables.th}>
                      <Trans>Telefon</Trans>
                    </th>
                    <th scope="col" className={tables.th}>
                      <Trans>Veli</Trans>
                    </th>
                  </>
                ) : null}
                <th scope="col" className={`${tables.th} ${tables.numeric}`}>
                  <Trans>Not ort.</Trans>
                </th>
                <th scope="col" className={`${tables.th} ${tables.numeric}`}>
                  <Trans>Devam</Trans>
                </th>
                <th scope="col" className={`${tables.th} ${tables.numeric}`}>
                  <Trans>İlerleme</Trans>
                </th>
                <th scope="col" className={tables.th}>
                  <Trans>Son görülme</Trans>
                </th>
                <th scope="col" className={tables.th}>
                  <Trans>Durum</Trans>
                </th>
                {item.can_edit ? (
                  <th scope="col" className={tables.th}>
                    <Trans>Resim şifresi</Trans>
                  </th>
                ) : null}
                {item.can_edit ? (
                  <>
                    <th scope="col" className={tables.th}>
                      <Trans>Katılım</Trans>
                    </th>
                    <th scope="col" className={tables.th}>
                      <Trans>Hesap</Trans>
                    </th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {students.map((student) => {
                const studentName = student.full_name;
                return (
                  <tr key={student.id}>
                    <td className={tables.td}>{student.number ?? '—'}</td>
                    <th scope="row" className={`${tables.td} ${tables.nameCell}`}>
                      {student.full_name}
                      {item.can_edit && student.origin === 'joined' ? (
                        <>
                          {' '}
                          <Badge tone="warning">
                            <Trans>Kodla katıldı</Trans>
                          </Badge>
                        </>
                      ) : null}
                    </th>
                    {seesContact ? (
                      <>
                        <td className={tables.td}>{student.email ?? '—'}</td>
                        <td className={tables.td}>{student.phone ?? '—'}</td>
                        <GuardiansCell student={student} onParentCode={setParentCodeFor} onRemove={(child, parent) => setUnlink({ student: child, parent })} />
                      </>
                    ) : null}
                    <td className={`${tables.td} ${tables.numeric}`}>{student.grade_average === null ? '—' : formatNumber(student.grade_average)}</td>
                    <td className={`${tables.td} ${tables.numeric}`}>{percent(student.attendance_rate)}</td>
                    <td className={`${tables.td} ${tables.numeric}`}>{percent(student.progress)}</td>
                    <td className={tables.td}>{lastSeenText(student.last_seen, t`Hiç`)}</td>
                    <td className={tables.td}>
                      {item.can_edit ? (
                        <select
                          aria-label={t`${studentName} durumu`}
                          value={student.status}
                          disabled={update.isPending}
                          onChange={(event) => update.mutate({ studentId: student.id, body: { status: event.target.value as EnrolmentStatus } })}
                          className={styles.rowSelect}
                        >
                          {ENROLMENT_STATUSES.map((status) => (
                            <option key={status} value={status}>
                              {i18n._(ENROLMENT_STATUS_LABELS[status])}
                            </option>
                          ))}
                        </select>
                      ) : (
                        i18n._(ENROLMENT_STATUS_LABELS[student.status])
                      )}
                    </td>
                    {item.can_edit ? (
                      <td className={tables.td}>
                        <Button size="sm" variant="secondary" onClick={() => setCodeFor(student)} aria-label={t`${studentName} için resim şifresi`}>
                          {student.has_picture_code ? <Trans>Değiştir</Trans> : <Trans>Belirle</Trans>}
                        </Button>
                        <PictureSignInStatus classId={item.id} student={student} />
                      </td>
                    ) : null}
                    {item.can_edit ? (
                      <>
                        <OriginCell student={student} />
                        <LineActionsCell
                          student={student}
                          actions={lineActions(student, targets.length > 0)}
                          onClaimCode={setClaimFor}
                          onMerge={setMergeFor}
                          onRemove={setRemoveFor}
                          onCorrect={setCorrectFor}
                        />
                      </>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {item.can_edit ? (
        <>
          <PasteRosterDialog open={pasting} onClose={() => setPasting(false)} classId={item.id} />
          <PictureCodeDialog student={codeFor} classId={item.id} onClose={() => setCodeFor(null)} />
          <ClaimCodeDialog student={claimFor} classId={item.id} className={className} joinCode={item.join_code ?? ''} onClose={() => setClaimFor(null)} />
          <MergeStudentDialog joined={mergeFor} targets={targets} classId={item.id} onClose={() => setMergeFor(null)} />
          <RemoveStudentDialog student={removeFor} classId={item.id} onClose={() => setRemoveFor(null)} />
          <CorrectStudentDialog student={correctFor} classId={item.id} onClose={() => setCorrectFor(null)} />
        </>
      ) : null}
      {seesContact ? (
        <>
          <ParentCodeDialog student={parentCodeFor} classId={item.id} className={className} onClose={() => setParentCodeFor(null)} />
          <RemoveGuardianDialog link={unlink} classId={item.id} onClose={() => setUnlink(null)} />
        </>
      ) : null}
    </div>
  );
}

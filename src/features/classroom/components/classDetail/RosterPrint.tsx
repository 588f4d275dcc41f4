import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassDetail, ClassStudent } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { formatLongDate, formatNumber } from '@/shared/i18n/format.ts';
import { ENROLMENT_STATUS_LABELS } from '../../content/labels.ts';
import { AverageBasis } from './AverageBasis.tsx';
import { portraitPage, printOnly, screenOnly, sheet } from './printSheet.css.ts';
import * as layout from '../shared/layout.css.ts';

const figure = (value: number | null) => (value === null ? '—' : formatNumber(value));
const percent = (value: number | null) => (value === null ? '—' : `%${formatNumber(Math.round(value))}`);

type Props = { item: ClassDetail; students: readonly ClassStudent[]; withParents: boolean };

/**
 * "Yazdır" for the roster, with what its "Not ort." counts beside it. The paper is a list of its own
 * (A4, Turkish headers), shown only when printing: the screen's table carries buttons and menus.
 */
export function RosterPrint({ item, students, withParents }: Props) {
  const { i18n } = useLingui();
  const className = item.name;
  const today = formatLongDate(new Date());
  return (
    <>
      <div className={`${layout.toolbar} ${screenOnly}`}>
        <AverageBasis />
        <Button variant="secondary" onClick={() => window.print()}>
          <span aria-hidden="true">🖨️</span>
          <Trans>Yazdır</Trans>
        </Button>
      </div>
      {/* Hidden from the screen and its readers (which do not all apply the stylesheet); printing shows it. */}
      <div className={`${sheet} ${printOnly}`} hidden>
        <style>{portraitPage}</style>
        <h2>
          <Trans>
            {className} · Öğrenci listesi · {today}
          </Trans>
        </h2>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>No</Trans>
              </th>
              <th scope="col">
                <Trans>Ad Soyad</Trans>
              </th>
              {withParents ? (
                <th scope="col">
                  <Trans>Veli</Trans>
                </th>
              ) : null}
              <th scope="col">
                <Trans>Not ort.</Trans>
              </th>
              <th scope="col">
                <Trans>Devam</Trans>
              </th>
              <th scope="col">
                <Trans>İlerleme</Trans>
              </th>
              <th scope="col">
                <Trans>Durum</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {students.map((student) => (
              <tr key={student.id}>
                <td>{student.number ?? '—'}</td>
                <th scope="row">{student.full_name}</th>
                {withParents ? <td>{student.parent_name ?? '—'}</td> : null}
                <td>{figure(student.grade_average)}</td>
                <td>{percent(student.attendance_rate)}</td>
                <td>{percent(student.progress)}</td>
                <td>{i18n._(ENROLMENT_STATUS_LABELS[student.status])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <AverageBasis />
      </div>
    </>
  );
}

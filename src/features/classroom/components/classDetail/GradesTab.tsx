import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassDetail } from '@/shared/api/classroom.ts';
import { useSession } from '@/features/auth';
import { discardUserWrite, useUserWrites } from '@/shared/offline/userOutbox.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { formatLongDate, formatNumber } from '@/shared/i18n/format.ts';
import { downloadCsv } from '@/shared/lib/csv.ts';
import { gradebookQuery, gradeCellWrite } from '../../api.ts';
import { gradebookCsv } from '../../model/csv.ts';
import { localDay } from '../../model/dates.ts';
import { LoadError, Loading } from '../shared/QueryStates.tsx';
import { AverageBasis } from './AverageBasis.tsx';
import { GradeCellWrites } from './GradeCellWrites.tsx';
import { ScoreGrid, type CellTarget } from './ScoreGrid.tsx';
import { landscapePage, printOnly, screenOnly, sheet } from './printSheet.css.ts';
import * as layout from '../shared/layout.css.ts';
import * as grid from './scoreGrid.css.ts';

/**
 * The gradebook: students × published assignments as a grid the class's teacher types scores into
 * (work handed in or done on paper), with the one average, a CSV that Turkish Excel opens as it is,
 * and an A4 print.
 */
export function GradesTab({ item }: { item: ClassDetail }) {
  const { t } = useLingui();
  const { user } = useSession();
  const ownerId = user?.id ?? null;
  const query = useQuery(gradebookQuery(item.id));
  const allWrites = useUserWrites(ownerId);

  if (query.isPending) return <Loading label={t`Not çizelgesi yükleniyor...`} />;
  if (!query.data) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;

  const gradebook = query.data;
  const assignmentIds = new Set(gradebook.assignments.map((assignment) => assignment.id));
  const writes = allWrites.filter((write) => write.kind === gradeCellWrite.kind && assignmentIds.has(Number(write.refs.assignmentId)));
  const writeFor = (assignmentId: number, enrolmentId: number) =>
    writes.find((write) => write.refs.assignmentId === assignmentId && write.refs.enrolmentId === enrolmentId);
  const classAverage = gradebook.class_average === null ? '—' : formatNumber(gradebook.class_average);
  const className = item.name;
  const today = formatLongDate(new Date());

  const download = () => {
    const csv = gradebookCsv(gradebook, { number: t`Okul No`, name: t`Ad Soyad`, average: t`Ortalama` });
    downloadCsv(csv, `${item.name}-notlar-${localDay()}.csv`);
  };

  // A newer score for a cell replaces the one still on the device; a score already sent meets the
  // server's version and comes back as a conflict to choose from, never a silent overwrite.
  const save = async ({ row, assignment, cell }: CellTarget, score: number) => {
    if (ownerId === null) return;
    const earlier = writeFor(assignment.id, row.student.id);
    if (earlier) await discardUserWrite(earlier.id);
    await gradeCellWrite.send(ownerId, {
      assignmentId: assignment.id,
      enrolmentId: row.student.id,
      label: `${assignment.title} · ${row.student.full_name}`,
      body: { score, version: cell.version },
    });
  };

  if (gradebook.assignments.length === 0) {
    return (
      <p className={layout.muted}>
        <Trans>Not çizelgesi, yayınlanan ilk ödevle dolmaya başlar.</Trans>
      </p>
    );
  }

  return (
    <div className={`${layout.section} ${sheet}`}>
      <style>{landscapePage}</style>
      <h2 className={printOnly}>
        <Trans>
          {className} · Not çizelgesi · {today}
        </Trans>
      </h2>
      <div className={`${layout.toolbar} ${screenOnly}`}>
        <p className={layout.muted}>
          <Trans>Sınıf ortalaması: {classAverage}</Trans>
        </p>
        <div className={layout.actions}>
          <Button variant="secondary" onClick={download}>
            <span aria-hidden="true">⬇️</span>
            <Trans>CSV olarak indir</Trans>
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            <span aria-hidden="true">🖨️</span>
            <Trans>Yazdır</Trans>
          </Button>
        </div>
      </div>
      <AverageBasis />
      {item.can_edit ? (
        <ul className={`${grid.legend} ${screenOnly}`} aria-label={t`Hücrelerin anlamı`}>
          <li>
            <span className={grid.swatch.graded}>85</span>
            <Trans>değerlendirildi</Trans>
          </li>
          <li>
            <span className={grid.swatch.waiting} aria-hidden="true" />
            <Trans>bu cihazda, gönderilmeyi bekliyor</Trans>
          </li>
          <li>
            <span className={grid.swatch.problem} aria-hidden="true" />
            <Trans>kaydedilemedi: aşağıda seçim bekliyor</Trans>
          </li>
        </ul>
      ) : null}
      <ScoreGrid gradebook={gradebook} className={className} canEdit={item.can_edit} writeFor={writeFor} onSave={(target, score) => void save(target, score)} />
      <div className={screenOnly}>
        <GradeCellWrites writes={writes} />
      </div>
    </div>
  );
}

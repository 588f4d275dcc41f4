import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassSummary } from '@/shared/api/classroom.ts';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { pickClassId } from '../../model/classReport.ts';
import { ClassPicker } from './ClassPicker.tsx';
import { ClassProgressView } from './ClassProgressView.tsx';
import { ReportQuery } from './ReportQuery.tsx';

type ClassReportProps = {
  classes: UseQueryResult<ClassSummary[]>;
  /** The class in the address, if any. */
  wanted: number | undefined;
  withTeacher: boolean;
  onPick: (classId: number) => void;
};

/** The class view of /student-progress: a class picker over its heatmap and lists. */
export function ClassReport({ classes, wanted, withTeacher, onPick }: ClassReportProps) {
  const { t } = useLingui();
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Öğrenci Gelişimi` }]}
        title={t`Öğrenci Gelişimi`}
        lead={t`Sınıfınız kazanım kazanım nerede: kim hangi seviyede, hangi sorular zorladı, kimin desteğe ihtiyacı var.`}
      />
      <ReportQuery query={classes} loading={t`Sınıflar yükleniyor...`}>
        {(list) => {
          const classId = pickClassId(list, wanted);
          if (classId === undefined) {
            return (
              <FormAlert tone="info" title={<Trans>Henüz bir sınıfınız yok</Trans>}>
                <Trans>
                  <Link to="/classes">Sınıflarım</Link> sayfasından bir sınıf açın; öğrenciler çalıştıkça gelişimleri burada görünür.
                </Trans>
              </FormAlert>
            );
          }
          return (
            <>
              <ClassPicker classes={list} value={classId} withTeacher={withTeacher} onPick={onPick} />
              <ClassProgressView key={classId} classId={classId} />
            </>
          );
        }}
      </ReportQuery>
    </div>
  );
}

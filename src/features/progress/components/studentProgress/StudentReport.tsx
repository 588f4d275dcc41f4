import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatLongDate } from '@/shared/i18n/format.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { studentProgressQuery } from '../../api.ts';
import { HomeworkHistory } from './HomeworkHistory.tsx';
import { ReportQuery } from './ReportQuery.tsx';
import { StudentFacts } from './StudentFacts.tsx';
import { StudentOutcomes } from './StudentOutcomes.tsx';
import { useStudentCsv } from './useStudentCsv.ts';
import { StudentRecordLink } from '../privacy/StudentRecordLink.tsx';
import { screenOnly, sheet } from './print.css.ts';
import * as styles from './studentProgress.css.ts';

type StudentReportProps = { studentId: number; classId: number | undefined; className: string | null };

/** One pupil's page, laid out to print on one A4 sheet for a parent meeting. */
export function StudentReport({ studentId, classId, className }: StudentReportProps) {
  const { t } = useLingui();
  const query = useQuery(studentProgressQuery(studentId));
  const download = useStudentCsv(className);
  const data = query.data;
  const name = data?.student.full_name;
  const today = formatLongDate(new Date());
  const classHref = classId === undefined ? '/student-progress' : `/student-progress?class=${classId}`;

  return (
    <div className={`${frame.page} ${sheet}`}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Öğrenci Gelişimi`, href: classHref }, { label: name ?? t`Öğrenci` }]}
        title={name ?? t`Öğrenci özeti`}
        lead={className ? t`${className} · Gelişim özeti · ${today}` : t`Gelişim özeti · ${today}`}
      />
      <div className={`${styles.actions} ${screenOnly}`}>
        <ButtonLink to="/student-progress" search={{ class: classId }} variant="ghost">
          <span aria-hidden="true">←</span>
          {className ? <Trans>{className} sınıfına dön</Trans> : <Trans>Sınıfa dön</Trans>}
        </ButtonLink>
        {data ? (
          <>
            <Button onClick={() => window.print()}>
              <span aria-hidden="true">🖨️</span>
              <Trans>Yazdır</Trans>
            </Button>
            <Button variant="secondary" onClick={() => download(data)}>
              <span aria-hidden="true">⬇️</span>
              <Trans>CSV olarak indir</Trans>
            </Button>
            {data.events ? (
              <ButtonLink to="/progress-map" search={{ student: studentId }} variant="secondary">
                <span aria-hidden="true">🗺️</span>
                <Trans>İlerleme haritası</Trans>
              </ButtonLink>
            ) : null}
            <StudentRecordLink studentId={studentId} />
          </>
        ) : null}
      </div>
      <ReportQuery query={query} loading={t`Öğrencinin gelişimi yükleniyor...`}>
        {(loaded) => (
          <>
            <StudentFacts data={loaded} />
            <HomeworkHistory entries={loaded.homework} averages={loaded.grade_averages} />
            {loaded.mastery ? (
              <StudentOutcomes mastery={loaded.mastery} />
            ) : (
              <p className={styles.muted}>
                <Trans>Bu sınıf, öğrencinin okulunun sınıfı değil: yalnızca bu sınıftaki ödev ve devam bilgisi gösterilir.</Trans>
              </p>
            )}
          </>
        )}
      </ReportQuery>
    </div>
  );
}

import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { RoleGate } from '@/features/dashboard';
import { analyticsTerms, currentTerm, findTerm } from '@/shared/analytics/terms.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { SchoolAnalytics } from '@/shared/api/schoolAnalytics.ts';
import { formatDayTime } from '@/shared/i18n/format.ts';
import { downloadCsv, toTurkishCsv } from '@/shared/lib/csv.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { toIsoDate } from '@/shared/progress/days.ts';
import { turkeyDateOf } from '@/shared/progress/schoolDays.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { schoolAnalyticsQuery } from '../api.ts';
import { activityChart, attendanceChart, homeworkChart, kitChart, masteryCharts, type LibraryNames } from '../model/charts.ts';
import { analyticsCsvFileName, analyticsCsvRows } from '../model/csv.ts';
import { periodText, termLabel } from '../model/labels.ts';
import { ChartView } from './ChartView.tsx';
import { HeadlineFigures } from './HeadlineFigures.tsx';
import { useLibraryNames } from './useLibraryNames.ts';
import * as styles from './analytics.css.ts';

export type SchoolAnalyticsScreenProps = {
  /** The `term` of the address; an id the calendar does not have opens the current term. */
  termId?: string;
  onTerm: (termId: string) => void;
};

/** /school-analytics (the school's administrator): the school's figures by grade and class over a period, as charts, tables and a file. */
export function SchoolAnalyticsScreen(props: SchoolAnalyticsScreenProps) {
  const { t } = useLingui();
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Okul Analitiği` }]}
        title={<Trans>Okul Analitiği</Trans>}
        lead={<Trans>Sınıf ve sınıf düzeyine göre etkinlik, ödev, devam, ustalık ve deney seti kullanımı.</Trans>}
      />
      {/* Only an administrator's screen asks for the figures at all: the gate comes before the query. */}
      <RoleGate roles={['administrator']}>
        <SchoolReport {...props} />
      </RoleGate>
    </div>
  );
}

function SchoolReport({ termId, onTerm }: SchoolAnalyticsScreenProps) {
  const { t } = useLingui();
  const online = useOnlineStatus();
  const today = useMemo(() => turkeyDateOf(new Date()) ?? toIsoDate(new Date()), []);
  const terms = useMemo(() => analyticsTerms(today), [today]);
  const term = (termId === undefined ? undefined : findTerm(termId, today)) ?? currentTerm(today);
  const report = useQuery(schoolAnalyticsQuery(term.id));
  const names = useLibraryNames();
  const data = report.data;
  const updated = report.dataUpdatedAt && data ? formatDayTime(report.dataUpdatedAt) : null;
  const week = data ? periodText(data.week) : null;

  const download = () => {
    if (data) downloadCsv(toTurkishCsv(analyticsCsvRows(data, names)), analyticsCsvFileName(data.term.id));
  };

  return (
    <div className={styles.report}>
      <div className={styles.controls}>
        <SelectField
          label={t`Dönem`}
          className={styles.picker}
          options={terms.map((option) => ({ value: option.id, label: termLabel(option) }))}
          value={term.id}
          onChange={(event) => onTerm(event.target.value)}
          hint={periodText(term)}
        />
        <Button variant="secondary" onClick={download} disabled={!data}>
          {t`CSV indir`}
        </Button>
      </div>
      <div className={styles.period}>
        {week ? <p className={styles.muted}>{t`Aktif öğrenci sayıları bu haftaya göredir: ${week}`}</p> : null}
        {updated ? <p className={styles.muted}>{online ? t`Son güncelleme: ${updated}` : t`Çevrimdışı — son güncelleme: ${updated}`}</p> : null}
        <p className={styles.note}>
          <Trans>Yalnızca toplu sayılar gösterilir: bu sayfada ve indirilen dosyada öğrenci adı yer almaz.</Trans>
        </p>
      </div>
      {report.isPending ? (
        <Spinner label={t`Okul analitiği yükleniyor...`} />
      ) : !data ? (
        <FormAlert
          action={
            <Button variant="secondary" onClick={() => void report.refetch()}>
              {t`Tekrar dene`}
            </Button>
          }
        >
          {!online
            ? t`Bu dönemin sayıları bu cihazda daha önce açılmadığı için çevrimdışı gösterilemiyor. Bağlantı gelince yeniden deneyin.`
            : report.error instanceof ApiError
              ? report.error.message
              : t`Okul analitiği yüklenemedi.`}
        </FormAlert>
      ) : (
        <Report data={data} names={names} />
      )}
    </div>
  );
}

function Report({ data, names }: { data: SchoolAnalytics; names: LibraryNames }) {
  const { t } = useLingui();
  const masteryTitleId = useId();
  const kitsTitleId = useId();
  const charts = useMemo(() => ({ activity: activityChart(data), homework: homeworkChart(data), attendance: attendanceChart(data) }), [data]);
  const mastery = useMemo(() => masteryCharts(data, names), [data, names]);
  const kits = useMemo(() => kitChart(data, names), [data, names]);

  return (
    <>
      <HeadlineFigures figures={data.school} />
      <ChartView chart={charts.activity} />
      <ChartView chart={charts.homework} />
      <ChartView chart={charts.attendance} />
      <section className={styles.summary} aria-labelledby={masteryTitleId}>
        <h2 id={masteryTitleId} className={styles.sectionTitle}>
          <Trans>Ünitelere göre ustalık</Trans>
        </h2>
        {mastery.length === 0 ? (
          <p className={styles.empty}>
            <Trans>Bu dönemde ünitelerde henüz çalışma kaydedilmedi.</Trans>
          </p>
        ) : (
          mastery.map((chart) => <ChartView key={chart.id} chart={chart} level={3} />)
        )}
      </section>
      {kits.rows.length === 0 ? (
        <section className={styles.section} aria-labelledby={kitsTitleId}>
          <h2 id={kitsTitleId} className={styles.sectionTitle}>
            {kits.title}
          </h2>
          <p className={styles.empty}>{t`Bu dönemin sonuna kadar okulunuza teslim edilmiş deney seti yok.`}</p>
        </section>
      ) : (
        <ChartView chart={kits} />
      )}
    </>
  );
}

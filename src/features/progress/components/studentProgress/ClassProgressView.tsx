import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassProgressResponse } from '@/shared/api/progress.ts';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { classProgressQuery } from '../../api.ts';
import { hasEvidence } from '../../model/classReport.ts';
import { ClassGoalPanel } from '../ClassGoalPanel.tsx';
import { HardQuestions } from './HardQuestions.tsx';
import { HeatmapSection } from './HeatmapSection.tsx';
import { NeedsHelp } from './NeedsHelp.tsx';
import { ReportQuery } from './ReportQuery.tsx';

/** One class's picture: the shared goal, the heatmap, then who needs help and which questions were hard. */
export function ClassProgressView({ classId }: { classId: number }) {
  const { t } = useLingui();
  const query = useQuery(classProgressQuery(classId));
  return (
    <ReportQuery query={query} loading={t`Sınıfın gelişimi yükleniyor...`}>
      {(data) => <ClassProgressBody data={data} />}
    </ReportQuery>
  );
}

function ClassProgressBody({ data }: { data: ClassProgressResponse }) {
  if (data.students.length === 0) {
    return (
      <FormAlert tone="info" title={<Trans>Bu sınıfta henüz öğrenci yok</Trans>}>
        <Trans>Öğrenciler sınıfa katılıp hesaplarıyla çalışmaya başlayınca gelişimleri burada görünür.</Trans>
      </FormAlert>
    );
  }
  const evidence = hasEvidence(data.students);
  return (
    <>
      <ClassGoalPanel progress={data} />
      <HeatmapSection data={data} />
      {evidence ? <NeedsHelp data={data} /> : null}
      {evidence ? <HardQuestions questions={data.hard_questions} /> : null}
    </>
  );
}

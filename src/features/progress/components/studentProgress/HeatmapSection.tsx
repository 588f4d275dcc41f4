import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassProgressResponse } from '@/shared/api/progress.ts';
import { downloadCsv } from '@/shared/lib/csv.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { hasEvidence } from '../../model/classReport.ts';
import { csvFileName, heatmapCsv } from '../../model/classReportCsv.ts';
import { HeatmapLegend } from './HeatmapLegend.tsx';
import { HeatmapTable } from './HeatmapTable.tsx';
import { useLevelWords } from './useLevelWords.ts';
import * as styles from './studentProgress.css.ts';

/** The heatmap with its legend and its file; before any work a sentence says how it fills. */
export function HeatmapSection({ data }: { data: ClassProgressResponse }) {
  const { t } = useLingui();
  const titleId = useId();
  const words = useLevelWords();
  const download = () => downloadCsv(heatmapCsv(data, { ...words, number: t`Okul No`, name: t`Ad Soyad` }), csvFileName(data.class.name, 'kazanim-haritasi'));

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          <Trans>Kazanım ısı haritası</Trans>
        </h2>
        {data.outcomes.length > 0 ? (
          <Button variant="secondary" onClick={download}>
            <span aria-hidden="true">⬇️</span>
            <Trans>CSV olarak indir</Trans>
          </Button>
        ) : null}
      </div>
      {hasEvidence(data.students) ? null : (
        <p className={styles.muted}>
          <Trans>Henüz kanıt yok: öğrenciler ödevlerdeki ve deneylerdeki soruları cevapladıkça harita kendiliğinden dolar.</Trans>
        </p>
      )}
      {data.outcomes.length > 0 ? (
        <>
          <HeatmapLegend />
          <HeatmapTable data={data} />
          <p className={styles.muted}>
            <Trans>Bir öğrencinin adına dokunarak ödevlerini, devamını ve yazdırılabilir özetini açın.</Trans>
          </p>
        </>
      ) : null}
    </section>
  );
}

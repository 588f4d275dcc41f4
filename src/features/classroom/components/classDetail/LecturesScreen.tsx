import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { classesQuery, classQuery } from '../../api.ts';
import { LoadError, Loading, OfflineNote } from '../shared/QueryStates.tsx';
import { LessonsTab } from './LessonsTab.tsx';
import * as layout from '../shared/layout.css.ts';

/** /lectures: a class's lesson plan on its own page — the experiments and tools in teaching order. */
export function LecturesScreen({ classId, onClass }: { classId?: number; onClass: (classId: number) => void }) {
  const { t } = useLingui();
  const classes = useQuery(classesQuery());
  const chosen = classId ?? classes.data?.find((item) => item.status === 'active')?.id ?? classes.data?.[0]?.id;
  const detail = useQuery({ ...classQuery(chosen ?? 0), enabled: chosen !== undefined });

  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Ders Planı` }]}
        title={<Trans>Ders Planı</Trans>}
        lead={<Trans>Sınıfın işleyeceği deneyler ve araçlar, sırasıyla.</Trans>}
      />
      {classes.isPending ? (
        <Loading label={t`Sınıflar yükleniyor...`} />
      ) : !classes.data ? (
        <LoadError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : classes.data.length === 0 ? (
        <p className={layout.muted}>
          <Trans>Henüz bir sınıf yok.</Trans>
        </p>
      ) : (
        <>
          <div className={layout.chips} role="group" aria-label={t`Sınıf seçin`}>
            {classes.data.map((item) => (
              <button key={item.id} type="button" className={layout.chip} aria-pressed={chosen === item.id} onClick={() => onClass(item.id)}>
                {item.name}
              </button>
            ))}
          </div>
          <OfflineNote updatedAt={detail.dataUpdatedAt} />
          {detail.data ? (
            <LessonsTab item={detail.data} standalone />
          ) : detail.isError ? (
            <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
          ) : (
            <Loading />
          )}
        </>
      )}
    </div>
  );
}

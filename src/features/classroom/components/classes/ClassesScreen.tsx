import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassStatus } from '@/shared/api/classroom.ts';
import { useSession } from '@/features/auth';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { classesQuery } from '../../api.ts';
import { LoadError, Loading, OfflineNote } from '../shared/QueryStates.tsx';
import { ClassCard } from './ClassCard.tsx';
import { ClassFormDialog } from './ClassFormDialog.tsx';
import { JoinClassForm } from './JoinClassForm.tsx';
import * as styles from './classes.css.ts';
import * as layout from '../shared/layout.css.ts';

type Filter = ClassStatus | 'all';

/** Sınıflarım (/classes): a teacher's or administrator's classes to manage; a student's or parent's to look at. */
export function ClassesScreen({ join }: { join?: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const classes = useQuery(classesQuery());
  const [filter, setFilter] = useState<Filter>('active');
  const [creating, setCreating] = useState(false);
  const manages = user?.role === 'teacher' || user?.role === 'administrator';

  const all = classes.data ?? [];
  const shown = filter === 'all' ? all : all.filter((item) => item.status === filter);
  const filters: { value: Filter; label: string }[] = [
    { value: 'active', label: t`Etkin` },
    { value: 'completed', label: t`Tamamlanan` },
    { value: 'archived', label: t`Arşiv` },
    { value: 'all', label: t`Tümü` },
  ];

  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Sınıflarım` }]}
        title={<Trans>Sınıflarım</Trans>}
        lead={
          manages ? (
            <Trans>Sınıflarınızı oluşturun, öğrencilerinizi ekleyin, yoklama alın ve ödev verin.</Trans>
          ) : (
            <Trans>Kayıtlı olduğunuz sınıflar ve öğretmenleriniz.</Trans>
          )
        }
      />
      <div className={layout.toolbar}>
        <div className={layout.chips} role="group" aria-label={t`Sınıf durumu`}>
          {filters.map((item) => (
            <button key={item.value} type="button" className={layout.chip} aria-pressed={filter === item.value} onClick={() => setFilter(item.value)}>
              {item.label}
            </button>
          ))}
        </div>
        {manages ? (
          <Button onClick={() => setCreating(true)}>
            <span aria-hidden="true">＋</span>
            <Trans>Yeni sınıf</Trans>
          </Button>
        ) : null}
      </div>
      {user?.role === 'student' ? <JoinClassForm initialCode={join} /> : null}
      <OfflineNote updatedAt={classes.dataUpdatedAt} />
      {classes.isPending ? (
        <Loading label={t`Sınıflar yükleniyor...`} />
      ) : classes.isError && !classes.data ? (
        <LoadError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : shown.length === 0 ? (
        <section className={layout.section} aria-live="polite">
          <p className={layout.muted}>
            {all.length === 0 ? (
              manages ? (
                <Trans>Henüz bir sınıfınız yok. “Yeni sınıf” ile ilk sınıfınızı oluşturun.</Trans>
              ) : (
                <Trans>Henüz bir sınıfa kayıtlı değilsiniz. Öğretmeninizin verdiği sınıf koduyla katılabilirsiniz.</Trans>
              )
            ) : (
              <Trans>Bu durumda sınıf yok.</Trans>
            )}
          </p>
        </section>
      ) : (
        <ul className={styles.cards}>
          {shown.map((item) => (
            <ClassCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      {manages ? <ClassFormDialog open={creating} onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

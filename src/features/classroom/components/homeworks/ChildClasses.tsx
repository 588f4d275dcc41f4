import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassSummary } from '@/shared/api/classroom.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { classesQuery } from '../../api.ts';
import { LoadError, Loading } from '../shared/QueryStates.tsx';
import * as layout from '../shared/layout.css.ts';

/**
 * A parent sees every class their child is in and who teaches it; a class outside the child's school
 * (anyone may open a class) is marked, so a parent learns of a teacher the school does not vouch for.
 */
export function ChildClasses() {
  const { t } = useLingui();
  const query = useQuery(classesQuery());
  return (
    <section className={layout.section} aria-labelledby="child-classes-title">
      <h2 id="child-classes-title" className={layout.cardTitle}>
        <Trans>Çocuğunuzun sınıfları</Trans>
      </h2>
      {query.isPending ? (
        <Loading label={t`Sınıflar yükleniyor...`} />
      ) : !query.data ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className={layout.muted}>
          <Trans>Çocuğunuz henüz bir sınıfta değil.</Trans>
        </p>
      ) : (
        <ul className={layout.list}>
          {query.data.map((cls) => (
            <ChildClassRow key={cls.id} cls={cls} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ChildClassRow({ cls }: { cls: ClassSummary }) {
  const { t } = useLingui();
  const teacher = cls.teacher_name;
  const school = cls.school ?? t`bir okula bağlı değil`;
  return (
    <li className={layout.row}>
      <div className={layout.rowMain}>
        <span className={layout.rowTitle}>{cls.name}</span>
        <span className={layout.muted}>
          <Trans>
            Öğretmen: {teacher} · Okul: {school}
          </Trans>
        </span>
        {cls.outside_school ? (
          <p className={layout.muted}>
            <Badge tone="warning">
              <Trans>Okulu dışında</Trans>
            </Badge>{' '}
            <Trans>Bu sınıf çocuğunuzun okulunun değil: öğretmeni {teacher}. Tanımıyorsanız çocuğunuzla ve okuluyla konuşun.</Trans>
          </p>
        ) : null}
      </div>
    </li>
  );
}

import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Timetable } from '@/shared/api/progress.ts';
import type { UserWrite } from '@/shared/offline/userOutbox.ts';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { TimetableEditor } from './TimetableEditor.tsx';
import * as styles from './schedule.css.ts';

type TimetableSectionProps = {
  classId: number;
  className: string;
  timetable: Timetable | undefined;
  /** The saved week cannot be read now (offline, never opened on this device). */
  unreachable: boolean;
  writes: readonly UserWrite[];
  ownerId: number | null;
};

/** The teacher's editor of the class's week, once there is something to start from. */
export function TimetableSection({ classId, className, timetable, unreachable, writes, ownerId }: TimetableSectionProps) {
  const titleId = useId();
  // Loading and errors are shown with the week above; a week never opened here can still be entered offline, from empty.
  if (!timetable && writes.length === 0 && !unreachable) return null;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Haftalık ders programı ({className})</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Programı bir kez girin; her hafta kendiliğinden tekrarlanır. Tatil ve bayram günlerinde ders gösterilmez.</Trans>
      </p>
      {unreachable && !timetable ? (
        <FormAlert tone="info" title={<Trans>Çevrimdışısınız</Trans>}>
          <Trans>
            Bu sınıfın kayıtlı programı bu cihazda yok. Programı yine de girebilirsiniz: bağlantı gelince gönderilir, o arada başka biri kaydettiyse ikisini
            karşılaştırıp seçersiniz.
          </Trans>
        </FormAlert>
      ) : null}
      <TimetableEditor
        key={`${classId}-${timetable?.version ?? 'local'}`}
        classId={classId}
        className={className}
        timetable={timetable}
        writes={writes}
        ownerId={ownerId}
      />
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { ClassSummary } from '@/shared/api/classroom.ts';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import * as styles from './schedule.css.ts';

/** Whose timetable the page shows. An administrator sees the whole school's classes, so theirs name the teacher too. */
export function ClassChooser({
  classes,
  value,
  withTeacher,
  onPick,
}: {
  classes: readonly ClassSummary[];
  value: number;
  withTeacher: boolean;
  onPick: (id: number) => void;
}) {
  const { t } = useLingui();
  const options = classes.map((item) => {
    const { name, teacher_name: teacher } = item;
    return { value: String(item.id), label: withTeacher ? t`${name} · ${teacher}` : name };
  });
  return (
    <SelectField className={styles.picker} label={t`Sınıf`} options={options} value={String(value)} onChange={(event) => onPick(Number(event.target.value))} />
  );
}

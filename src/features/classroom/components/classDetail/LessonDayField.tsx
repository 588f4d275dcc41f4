import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/shared/ui/form/TextField.tsx';

type LessonDayFieldProps = { lessonTitle: string; value: string | null; onChange: (day: string | null) => void };

/**
 * The day a lesson is planned for (the schedule and the class's calendar show it there); emptied, the
 * lesson has no day. Named with its lesson, since every line of the plan has one.
 */
export function LessonDayField({ lessonTitle, value, onChange }: LessonDayFieldProps) {
  const { t } = useLingui();
  return (
    <TextField
      type="date"
      label={t`Planlanan gün`}
      aria-label={t`${lessonTitle} için planlanan gün`}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
    />
  );
}

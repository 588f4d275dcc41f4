import { Trans } from '@lingui/react/macro';
import { useSession } from '@/features/auth';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';

/** On a pupil's summary, for the school administrator only: the way to the student's KVKK rights and read log. */
export function StudentRecordLink({ studentId }: { studentId: number }) {
  if (useSession().user?.role !== 'administrator') return null;
  return (
    <ButtonLink to="/student-progress/record" search={{ student: studentId }} variant="secondary">
      <span aria-hidden="true">🔒</span>
      <Trans>Kişisel veriler (KVKK)</Trans>
    </ButtonLink>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { Submission } from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useAcceptSubmission } from '../../api.ts';
import { formatShortDateTime } from '../../model/dates.ts';

/**
 * A hand-in finished after the teacher closed hand-ins: kept, not counted. The class's teacher may
 * count it after all (as late work); anyone else on the page only reads why it does not count.
 */
export function HeldHandIn({ submission, canAccept }: { submission: Submission; canAccept: boolean }) {
  const { t } = useLingui();
  const accept = useAcceptSubmission();
  const completedAt = formatShortDateTime(submission.completed_at);
  const failure = accept.error instanceof ApiError ? accept.error.message : accept.error ? t`Kabul edilemedi. Lütfen yeniden deneyin.` : null;
  return (
    <FormAlert
      tone="warning"
      title={<Trans>Teslimler kapandıktan sonra geldi</Trans>}
      action={
        canAccept ? (
          <Button disabled={accept.isPending} onClick={() => accept.mutate(submission.id)}>
            <Trans>Yine de kabul et</Trans>
          </Button>
        ) : undefined
      }
    >
      <p>
        <Trans>Bitirildiği zaman: {completedAt}. Kabul edilene kadar sayılmıyor; kabul edilirse geç teslim olarak sayılır.</Trans>
      </p>
      {failure ? <p role="alert">{failure}</p> : null}
    </FormAlert>
  );
}

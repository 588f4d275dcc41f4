import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassStudent } from '@/shared/api/classroom.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { useUnlockStudent } from '../../api.ts';
import * as layout from '../shared/layout.css.ts';

/**
 * A child's wrong picture codes today and whether their tablet sign-in is paused, for the class's
 * teacher, who can let the child in again at once. Many wrong codes for one child may be someone
 * else guessing: the count stays visible after the pause ends, until the teacher unlocks.
 */
export function PictureSignInStatus({ classId, student }: { classId: number; student: ClassStudent }) {
  const { t } = useLingui();
  const unlock = useUnlockStudent(classId);
  const state = student.picture_sign_in;
  const studentName = student.full_name;
  const failures = state?.failures_today ?? 0;
  const locked = Boolean(state?.locked_until);
  const reason = unlock.error?.message ?? '';

  return (
    <div className={layout.actions}>
      {failures > 0 ? (
        <Badge tone="warning">
          <Trans>{failures} hatalı deneme</Trans>
        </Badge>
      ) : null}
      {locked ? (
        <>
          <Badge tone="danger">
            <Trans>Kilitli</Trans>
          </Badge>
          <Button
            size="sm"
            variant="secondary"
            disabled={unlock.isPending}
            onClick={() => unlock.mutate(student.id)}
            aria-label={t`${studentName} için kilidi aç`}
          >
            <Trans>Kilidi aç</Trans>
          </Button>
        </>
      ) : null}
      {/* Always there, so that what it comes to say is announced. */}
      <span role="status" className={unlock.error ? undefined : layout.muted}>
        {unlock.isSuccess ? t`${studentName} resimli şifresiyle yeniden giriş yapabilir.` : null}
        {unlock.error ? t`Kilit açılamadı: ${reason}` : null}
      </span>
    </div>
  );
}

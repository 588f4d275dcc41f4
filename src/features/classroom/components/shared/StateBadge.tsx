import { useLingui } from '@lingui/react/macro';
import type { SubmissionState } from '@/shared/api/classroom.ts';
import { Badge } from '@/shared/ui/Badge.tsx';
import { STATE_LABELS } from '../../content/labels.ts';

/** A homework state in words and an icon, never colour alone. */
export function StateBadge({ state }: { state: SubmissionState }) {
  const { i18n } = useLingui();
  const { label, tone, icon } = STATE_LABELS[state];
  return (
    <Badge tone={tone}>
      <span aria-hidden="true">{icon}</span>
      {i18n._(label)}
    </Badge>
  );
}

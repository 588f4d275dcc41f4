import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { classroomKeys, submissionPhotoQuery } from '../../api.ts';
import { LoadError, Loading } from './QueryStates.tsx';
import * as layout from './layout.css.ts';

type Props = { submissionId: number; alt: string /** Wait for a tap: a page of many hand-ins loads none of their photos by itself. */; onDemand?: boolean };

/** A hand-in's photo, fetched on its own (lists only say has_photo) and kept on this device for offline use. */
export function SubmissionPhoto({ submissionId, alt, onDemand = false }: Props) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [asked, setAsked] = useState(() => !onDemand || client.getQueryData(classroomKeys.submissionPhoto(submissionId)) !== undefined);
  const query = useQuery({ ...submissionPhotoQuery(submissionId), enabled: asked });

  if (!asked) {
    return (
      <Button variant="secondary" onClick={() => setAsked(true)}>
        <span aria-hidden="true">📷</span>
        <Trans>Fotoğrafı göster</Trans>
      </Button>
    );
  }
  if (query.data) return <img src={query.data} alt={alt} className={layout.photo} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <Loading label={t`Fotoğraf yükleniyor...`} />;
}

import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassJoinPreview } from '@/shared/api/classroom.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { useJoinClass, useJoinPreview } from '../../api.ts';
import { claimFormSchema, joinFormSchema } from '../../model/forms.ts';
import { JoinPreviewCard } from './JoinPreviewCard.tsx';
import * as layout from '../shared/layout.css.ts';
import * as forms from '../shared/form.css.ts';

/**
 * A student joins a class with the six-character code the teacher shows on the board: first they see
 * whose class it is, then they confirm, with the claim code from their card if the teacher gave one.
 */
export function JoinClassForm({ initialCode = '' }: { initialCode?: string }) {
  const [found, setFound] = useState<{ code: string; preview: ClassJoinPreview } | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  return (
    <div className={layout.section}>
      {found ? (
        <ConfirmJoin
          code={found.code}
          preview={found.preview}
          onBack={() => setFound(null)}
          onJoined={(name) => {
            setFound(null);
            setJoined(name);
          }}
        />
      ) : (
        <FindClass
          initialCode={initialCode}
          onFound={(code, preview) => {
            setJoined(null);
            setFound({ code, preview });
          }}
        />
      )}
      {joined ? (
        <FormAlert tone="success">
          <Trans>{joined} sınıfına katıldın.</Trans>
        </FormAlert>
      ) : null}
    </div>
  );
}

function FindClass({ initialCode, onFound }: { initialCode: string; onFound: (code: string, preview: ClassJoinPreview) => void }) {
  const { t } = useLingui();
  const preview = useJoinPreview();
  const { field, handleSubmit, showErrors, formRef } = useSchemaForm(joinFormSchema, { join_code: initialCode });

  const submit = handleSubmit(async ({ join_code }) => {
    try {
      onFound(join_code, await preview.mutateAsync(join_code));
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.join_code) showErrors({ join_code: error.fieldErrors.join_code[0] });
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={layout.section} aria-label={t`Sınıfa katıl`}>
      <div className={forms.inlineForm}>
        <TextField
          label={t`Sınıf kodu`}
          hint={t`Öğretmeninin tahtaya yazdığı 6 karakterlik kod`}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={12}
          {...field('join_code')}
        />
        <Button type="submit" disabled={preview.isPending}>
          {preview.isPending ? <Trans>Sınıf aranıyor…</Trans> : <Trans>Sınıfı bul</Trans>}
        </Button>
      </div>
      {preview.error && !(preview.error instanceof ApiError && preview.error.fieldErrors.join_code) ? <FormAlert>{preview.error.message}</FormAlert> : null}
    </form>
  );
}

type ConfirmProps = { code: string; preview: ClassJoinPreview; onBack: () => void; onJoined: (name: string) => void };

function ConfirmJoin({ code, preview, onBack, onJoined }: ConfirmProps) {
  const { t } = useLingui();
  const join = useJoinClass();
  const { field, handleSubmit, showErrors, formRef } = useSchemaForm(claimFormSchema, { claim_code: '' });

  const submit = handleSubmit(async ({ claim_code }) => {
    try {
      const joinedClass = await join.mutateAsync({ join_code: code, ...(claim_code ? { claim_code } : {}) });
      onJoined(joinedClass.name);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.claim_code) showErrors({ claim_code: error.fieldErrors.claim_code[0] });
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={layout.section} aria-label={t`Sınıfa katılmayı onayla`}>
      <JoinPreviewCard preview={preview} />
      {preview.already_member ? null : (
        <TextField
          label={t`Sahiplenme kodu (varsa)`}
          hint={t`Öğretmenin sana adının yazılı olduğu bir kart verdiyse üstündeki kodu yaz; yoksa boş bırak.`}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          {...field('claim_code')}
        />
      )}
      <div className={layout.actions}>
        <Button variant="ghost" onClick={onBack}>
          <Trans>Vazgeç</Trans>
        </Button>
        {preview.already_member ? null : (
          <Button type="submit" disabled={join.isPending}>
            {join.isPending ? <Trans>Katılınıyor…</Trans> : <Trans>Sınıfa katıl</Trans>}
          </Button>
        )}
      </div>
      {join.error && !(join.error instanceof ApiError && join.error.fieldErrors.claim_code) ? <FormAlert>{join.error.message}</FormAlert> : null}
    </form>
  );
}

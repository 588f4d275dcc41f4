import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { GuardianChild } from '@/shared/api/guardians.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { useGuardianLinkPreview, useLinkGuardian } from '../../api.ts';
import { parentCodeFormSchema } from '../../model/parentLink.ts';
import * as layout from '../shared/layout.css.ts';
import * as forms from '../shared/form.css.ts';

type Found = { code: string; child: GuardianChild; linked: boolean };

/**
 * A parent types the code from the card the child's teacher printed, sees whose child it names, and
 * only then links: a mistyped code that happens to name another child is never linked unseen.
 */
export function LinkChildForm({ onLinked, onCancel }: { onLinked: (child: GuardianChild) => void; onCancel?: () => void }) {
  const [found, setFound] = useState<Found | null>(null);
  return found ? (
    <ConfirmChild found={found} onBack={() => setFound(null)} onLinked={onLinked} />
  ) : (
    <FindChild onFound={setFound} {...(onCancel ? { onCancel } : {})} />
  );
}

function FindChild({ onFound, onCancel }: { onFound: (found: Found) => void; onCancel?: () => void }) {
  const { t } = useLingui();
  const preview = useGuardianLinkPreview();
  const { field, handleSubmit, showErrors, formRef } = useSchemaForm(parentCodeFormSchema, { code: '' });

  const submit = handleSubmit(async ({ code }) => {
    try {
      const answer = await preview.mutateAsync(code);
      onFound({ code, child: answer.child, linked: answer.linked });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.code) showErrors({ code: error.fieldErrors.code[0] });
    }
  });

  const fieldError = preview.error instanceof ApiError && preview.error.fieldErrors.code;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className={layout.section} aria-label={t`Veli kodunu girin`}>
      <div className={forms.inlineForm}>
        <TextField
          label={t`Veli kodu`}
          hint={t`Öğretmenin verdiği kartın üstündeki 8 karakterlik kod, örneğin ABCD-2345`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          {...field('code')}
        />
        <Button type="submit" disabled={preview.isPending}>
          {preview.isPending ? <Trans>Kod kontrol ediliyor…</Trans> : <Trans>Devam</Trans>}
        </Button>
      </div>
      {preview.error && !fieldError ? <FormAlert>{preview.error.message}</FormAlert> : null}
      {onCancel ? (
        <div className={layout.actions}>
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Vazgeç</Trans>
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function ConfirmChild({ found, onBack, onLinked }: { found: Found; onBack: () => void; onLinked: (child: GuardianChild) => void }) {
  const { t } = useLingui();
  const link = useLinkGuardian();
  const name = found.child.full_name;
  const className = found.child.class_name;

  const confirm = async () => {
    try {
      onLinked((await link.mutateAsync(found.code)).child);
    } catch {
      // Shown below.
    }
  };

  return (
    <div className={layout.section} role="group" aria-label={t`Çocuğunuzu onaylayın`}>
      <p className={layout.muted}>
        <Trans>Bu kod şu öğrenci için verilmiş:</Trans>
      </p>
      <p className={layout.cardTitle}>{name}</p>
      <p className={layout.muted}>
        <Trans>Sınıf: {className}</Trans>
      </p>
      {found.linked ? (
        <>
          <FormAlert tone="info">
            <Trans>{name} zaten hesabınıza bağlı.</Trans>
          </FormAlert>
          <div className={layout.actions}>
            <Button onClick={() => onLinked(found.child)}>
              <Trans>Tamam</Trans>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>
            <Trans>{name} sizin çocuğunuz mu? Onaylarsanız ödevlerini ve öğretmen notlarını görebilirsiniz.</Trans>
          </p>
          <div className={layout.actions}>
            <Button disabled={link.isPending} onClick={() => void confirm()}>
              {link.isPending ? <Trans>Bağlanıyor…</Trans> : <Trans>Evet, bağla</Trans>}
            </Button>
            <Button variant="secondary" disabled={link.isPending} onClick={onBack}>
              <Trans>Hayır, kodu yeniden yazacağım</Trans>
            </Button>
          </div>
        </>
      )}
      {link.error ? <FormAlert>{link.error.message}</FormAlert> : null}
    </div>
  );
}

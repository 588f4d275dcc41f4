import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createStore, type UseStore } from 'idb-keyval';
import { ApiError } from '@/shared/api/ApiError.ts';
import { LIMITS } from '@/shared/api/contract.ts';
import { TEACHER_LIMITS, type TeacherPasswordResponse } from '@/shared/api/teachers.ts';
import { useOwnerDraft } from '@/shared/offline/useOwnerDraft.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { validateForm, type FieldErrors } from '@/shared/ui/form/formErrors.ts';
import { useFocusFirstInvalid } from '@/shared/ui/form/useFocusFirstInvalid.ts';
import { useInviteTeacher } from '../api.ts';
import { inviteAlert, inviteFieldErrors } from '../model/inviteErrors.ts';
import { EMPTY_INVITE, inviteFormSchema, toInviteRequest, type InviteFormField, type InviteFormValues } from '../model/inviteForm.ts';
import * as styles from './teachers.css.ts';

let store: UseStore | undefined;
const draftStore = () => (store ??= createStore('etkilab-teacher-invite-drafts', 'drafts'));

type Props = { ownerId: number; offline: boolean; onInvited: (answer: TeacherPasswordResponse) => void };

/**
 * "Öğretmen davet et": what is typed is kept on the device until the account is made, so a refused or
 * failed send, a reload or a closed tab loses nothing. Sent online only (an account is made at once).
 */
export function InviteForm({ ownerId, offline, onInvited }: Props) {
  const { t } = useLingui();
  const invite = useInviteTeacher();
  const { draft, loaded, update, clear } = useOwnerDraft(draftStore, ownerId, 'new', EMPTY_INVITE);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<InviteFormField>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const validation = checked ? validateForm(inviteFormSchema, draft) : null;
  const errors: FieldErrors<InviteFormField> = { ...serverErrors, ...(validation && !validation.success ? validation.errors : {}) };

  const change = (name: InviteFormField, value: string) => {
    setAlert(null);
    if (serverErrors[name]) setServerErrors({ ...serverErrors, [name]: undefined });
    update({ ...draft, [name]: value } satisfies InviteFormValues);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (offline || invite.isPending) return;
    setChecked(true);
    setServerErrors({});
    setAlert(null);
    const result = validateForm(inviteFormSchema, draft);
    if (!result.success) {
      focusFirstInvalid();
      return;
    }
    try {
      const answer = await invite.mutateAsync(toInviteRequest(result.output));
      clear();
      setChecked(false);
      onInvited(answer);
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fieldErrors = apiError ? inviteFieldErrors(apiError) : {};
      setServerErrors(fieldErrors);
      setAlert(apiError ? inviteAlert(apiError, fieldErrors) : t`Öğretmen davet edilemedi.`);
      focusFirstInvalid();
    }
  };

  if (!loaded) return null;
  const blocked = offline || invite.isPending;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.section} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.sectionTitle}>
        <Trans>Öğretmen davet et</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Hesap hemen açılır ve size bir kez gösterilecek tek kullanımlık bir şifre verilir. Öğretmen ilk girişinde kendi şifresini belirler.</Trans>
      </p>
      {offline ? (
        <FormAlert tone="info" id="invite-offline">
          {t`Öğretmen davet etmek için internet bağlantısı gerekir. Yazdıklarınız bu cihazda saklanır.`}
        </FormAlert>
      ) : null}
      {alert ? <FormAlert tone="danger">{alert}</FormAlert> : null}
      <div className={styles.form}>
        <TextField
          label={t`Ad`}
          required
          autoComplete="off"
          maxLength={LIMITS.nameMax}
          value={draft.first_name}
          error={errors.first_name}
          onChange={(event) => change('first_name', event.target.value)}
        />
        <TextField
          label={t`Soyad`}
          required
          autoComplete="off"
          maxLength={LIMITS.nameMax}
          value={draft.last_name}
          error={errors.last_name}
          onChange={(event) => change('last_name', event.target.value)}
        />
        <TextField
          type="email"
          label={t`E-posta`}
          required
          autoComplete="off"
          value={draft.email}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          label={t`Branş (isteğe bağlı)`}
          hint={t`Örneğin Fen Bilimleri`}
          autoComplete="off"
          maxLength={TEACHER_LIMITS.branchMax}
          value={draft.branch}
          error={errors.branch}
          onChange={(event) => change('branch', event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={blocked || undefined} aria-describedby={offline ? 'invite-offline' : undefined}>
          {invite.isPending ? t`Hesap açılıyor…` : t`Davet et`}
        </Button>
      </div>
    </form>
  );
}

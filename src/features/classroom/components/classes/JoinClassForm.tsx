import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useSchemaForm } from '@/shared/ui/form/useSchemaForm.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { useJoinClass } from '../../api.ts';
import { joinFormSchema } from '../../model/forms.ts';
import * as styles from '../classroom.css.ts';

/** A student joins a class with the six-character code the teacher shows on the board. */
export function JoinClassForm({ initialCode = '' }: { initialCode?: string }) {
  const { t } = useLingui();
  const join = useJoinClass();
  const [joined, setJoined] = useState<string | null>(null);
  const { field, handleSubmit, showErrors, formRef, setValue } = useSchemaForm(joinFormSchema, { join_code: initialCode });

  const submit = handleSubmit(async ({ join_code }) => {
    setJoined(null);
    try {
      const joinedClass = await join.mutateAsync({ join_code });
      setJoined(joinedClass.name);
      setValue('join_code', '');
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.join_code) showErrors({ join_code: error.fieldErrors.join_code[0] });
    }
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={styles.section} aria-label={t`Sınıfa katıl`}>
      <div className={styles.inlineForm}>
        <TextField label={t`Sınıf kodu`} hint={t`Öğretmeninin tahtaya yazdığı 6 karakterlik kod`} autoComplete="off" autoCapitalize="characters" maxLength={12} {...field('join_code')} />
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? <Trans>Katılınıyor…</Trans> : <Trans>Sınıfa katıl</Trans>}
        </Button>
      </div>
      {joined ? (
        <FormAlert tone="success">
          <Trans>{joined} sınıfına katıldın.</Trans>
        </FormAlert>
      ) : null}
      {join.error && !(join.error instanceof ApiError && join.error.fieldErrors.join_code) ? <FormAlert>{join.error.message}</FormAlert> : null}
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { Combobox } from '@/shared/ui/form/Combobox.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PasswordField } from '@/shared/ui/form/PasswordField.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { useFocusFirstInvalid } from '@/shared/ui/form/useFocusFirstInvalid.ts';
import { schoolsQuery } from '../../api.ts';
import { SCHOOL_LOGIN_CODES, validateSchoolLogin } from '../../model/validation/schoolLogin.ts';
import { useSession } from '../../model/session.ts';
import { initialSchoolLogin, levelsOf, roleLabel, rolesOf, schoolLoginReducer, type SchoolLoginAction } from './schoolLoginReducer.ts';
import { schoolSignIn, type SchoolSignInFailure } from './schoolSignIn.ts';
import { RequiredLegend } from './RequiredLegend.tsx';
import * as styles from './LoginPage.css.ts';

type SchoolLoginFormProps = { onSignedIn: () => void };

/** docs/behaviour.md#routes-and-guards "Okul Hesabına Giriş Yap": school → class level → account type → password. */
export function SchoolLoginForm({ onSignedIn }: SchoolLoginFormProps) {
  const { t } = useLingui();
  const session = useSession();
  const schoolList = useQuery(schoolsQuery());
  const [state, setState] = useState(initialSchoolLogin);
  const [checked, setChecked] = useState(false);
  // The 'EKSİK_BİLGİ' notice comes from a submit and stays until the form is complete.
  const [missingShown, setMissingShown] = useState(false);
  const [failure, setFailure] = useState<SchoolSignInFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const busy = submitting || session.isLoading;

  // docs/behaviour.md#errors: the list failed, or answered success false.
  const listFailed = schoolList.isError || schoolList.data?.success === false;
  const schools = schoolList.data?.success ? schoolList.data.schools : [];
  const levels = levelsOf(schools, state.school);
  const roles = rolesOf(schools, state.school, state.level);

  // Once submitted, the form is re-checked on every change so fixed fields clear at once.
  const check = checked ? validateSchoolLogin(state) : null;
  const errors = check && !check.success ? check.errors : {};

  const update = (action: SchoolLoginAction) => {
    const next = schoolLoginReducer(state, action);
    setState(next);
    setFailure(null);
    if (validateSchoolLogin(next).success) setMissingShown(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    const result = validateSchoolLogin(state);
    setMissingShown(!result.success);
    if (!result.success) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    const signIn = await schoolSignIn(result.output);
    setSubmitting(false);
    if (signIn.success) onSignedIn();
    else setFailure(signIn);
  };

  const failureText = (code: SchoolSignInFailure['code']) => {
    switch (code) {
      case SCHOOL_LOGIN_CODES.resolveFailed:
        return t`Seçtiğiniz okul, sınıf ve hesap türü için bir hesap bulunamadı. Seçimlerinizi kontrol edin ya da öğretmeninize sorun.`;
      case SCHOOL_LOGIN_CODES.loginFailed:
        return t`Giriş yapılamadı. Şifrenizi kontrol edip yeniden deneyin.`;
      default:
        return t`Sunucuya ulaşılamadı ya da sunucu yanıt vermedi. İnternet bağlantınızı kontrol edip biraz sonra yeniden deneyin.`;
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <RequiredLegend />

      {listFailed ? (
        <FormAlert
          title={SCHOOL_LOGIN_CODES.schoolListFailed}
          action={
            <Button variant="secondary" onClick={() => void schoolList.refetch()} disabled={schoolList.isFetching}>
              {schoolList.isFetching ? <Trans>Yükleniyor…</Trans> : <Trans>Tekrar dene</Trans>}
            </Button>
          }
        >
          <Trans>Okul listesi yüklenemedi. İnternet bağlantınızı kontrol edip yeniden deneyin.</Trans>
        </FormAlert>
      ) : null}

      {missingShown && check && !check.success ? (
        <FormAlert title={check.code}>{check.message}</FormAlert>
      ) : failure ? (
        <FormAlert title={failure.code ?? t`Giriş yapılamadı`}>{failure.message ?? failureText(failure.code)}</FormAlert>
      ) : null}

      {schoolList.isPending ? (
        <div className={styles.loading}>
          <Spinner label={t`Okullar yükleniyor…`} />
        </div>
      ) : null}

      <Combobox
        id="school-login-school"
        label={t`Okul adı`}
        required
        options={schools.map((school) => ({ value: school.slug, label: school.display_name }))}
        value={state.school}
        onChange={(school) => update({ type: 'chooseSchool', school })}
        placeholder={t`Okulunuzun adını yazın`}
        hint={t`Yazmaya başlayın; Türkçe harfleri yazmanız gerekmez.`}
        clearLabel={t`Okul seçimini temizle`}
        noResultsText={t`Bu adla bir okul bulunamadı.`}
        disabled={schoolList.isPending || listFailed}
        error={errors.school}
      />

      <SelectField
        id="school-login-level"
        label={t`Sınıf`}
        required
        options={levels.map((level) => ({ value: level.name, label: level.name }))}
        placeholder={state.school ? t`Sınıfınızı seçin` : t`Önce okulunuzu seçin`}
        value={state.level ?? ''}
        onChange={(event) => update({ type: 'chooseLevel', level: event.target.value || null })}
        disabled={!state.school}
        error={errors.level}
      />

      <SelectField
        id="school-login-role"
        label={t`Hesap türü`}
        required
        options={roles.map((role) => ({ value: role, label: roleLabel(role) }))}
        placeholder={state.level ? t`Hesap türünü seçin` : t`Önce sınıfınızı seçin`}
        value={state.role ?? ''}
        onChange={(event) => update({ type: 'chooseRole', role: event.target.value || null })}
        disabled={!state.level}
        error={errors.role}
      />

      <PasswordField
        id="school-login-password"
        label={t`Şifre`}
        name="password"
        autoComplete="current-password"
        required
        hint={t`Okul hesabının şifresini öğretmeninizden ya da okul yöneticinizden alabilirsiniz.`}
        value={state.password}
        onChange={(event) => update({ type: 'typePassword', password: event.target.value })}
        error={errors.password}
      />

      <Button type="submit" size="lg" block disabled={busy}>
        {submitting ? <Trans>Giriş yapılıyor…</Trans> : <Trans>Okul Hesabına Giriş Yap</Trans>}
      </Button>
    </form>
  );
}

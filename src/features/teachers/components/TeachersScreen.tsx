import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@/features/auth';
import { RoleGate } from '@/features/dashboard';
import { ApiError } from '@/shared/api/ApiError.ts';
import type { SchoolTeacher } from '@/shared/api/teachers.ts';
import { formatDate } from '@/shared/i18n/format.ts';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { schoolTeachersQuery, useDeactivateTeacher, useReactivateTeacher, useResetPassword } from '../api.ts';
import { passwordNotice, type PasswordNotice } from '../model/oneTimePassword.ts';
import { InviteForm } from './InviteForm.tsx';
import { MoveClassForm } from './MoveClassForm.tsx';
import { OneTimePasswordPanel } from './OneTimePasswordPanel.tsx';
import { TeacherTable, type TeacherAction } from './TeacherTable.tsx';
import * as styles from './teachers.css.ts';

type Pending = { teacher: SchoolTeacher; action: Exclude<TeacherAction, 'reactivate'> };
type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** /manage-teachers (the school's administrator): the school's teachers, invited, switched off and on, and their classes moved. */
export function TeachersScreen() {
  const { t } = useLingui();
  return (
    <div className={frame.page}>
      <PageIntro
        crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Öğretmenler` }]}
        title={<Trans>Öğretmenler</Trans>}
        lead={<Trans>Okulunuzun öğretmen hesapları: yeni öğretmen davet edin, ayrılanı devre dışı bırakın, sınıfları öğretmenler arasında taşıyın.</Trans>}
      />
      <RoleGate roles={['administrator']}>
        <TeacherManagement />
      </RoleGate>
    </div>
  );
}

function TeacherManagement() {
  const { t } = useLingui();
  const { user } = useSession();
  const online = useOnlineStatus();
  const teachers = useQuery(schoolTeachersQuery());
  const deactivate = useDeactivateTeacher();
  const reactivate = useReactivateTeacher();
  const resetPassword = useResetPassword();
  const [notice, setNotice] = useState<PasswordNotice | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = deactivate.isPending || reactivate.isPending || resetPassword.isPending;
  const ownerId = typeof user?.id === 'number' ? user.id : null;

  const failed = (error: unknown) => setOutcome({ tone: 'danger', text: error instanceof ApiError ? error.message : t`İşlem tamamlanamadı.` });

  const issuePassword = async (teacherId: number) => {
    setOutcome(null);
    try {
      setNotice(passwordNotice(await resetPassword.mutateAsync(teacherId)));
    } catch (error) {
      failed(error);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { teacher, action } = pending;
    const name = teacher.full_name;
    setPending(null);
    if (action === 'reset-password') return issuePassword(teacher.id);
    setOutcome(null);
    try {
      await deactivate.mutateAsync(teacher.id);
      setOutcome({ tone: 'success', text: t`${name} devre dışı bırakıldı; açık oturumları kapatıldı.` });
    } catch (error) {
      failed(error);
    }
  };

  const act = async (teacher: SchoolTeacher, action: TeacherAction) => {
    if (action !== 'reactivate') {
      setPending({ teacher, action });
      return;
    }
    setOutcome(null);
    const name = teacher.full_name;
    try {
      await reactivate.mutateAsync(teacher.id);
      setOutcome({ tone: 'success', text: t`${name} yeniden etkinleştirildi.` });
    } catch (error) {
      failed(error);
    }
  };

  if (teachers.isPending) return <Spinner label={t`Öğretmenler yükleniyor...`} />;
  const pendingName = pending?.teacher.full_name ?? '';
  const updated = teachers.dataUpdatedAt ? formatDate(teachers.dataUpdatedAt, 'dayMonthTime') : null;

  return (
    <div className={styles.pageStack}>
      {notice ? (
        <OneTimePasswordPanel notice={notice} issuing={resetPassword.isPending} onDone={() => setNotice(null)} onIssueNew={(id) => void issuePassword(id)} />
      ) : null}
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      {ownerId !== null ? <InviteForm ownerId={ownerId} offline={!online} onInvited={(answer) => setNotice(passwordNotice(answer))} /> : null}
      {!teachers.data ? (
        <FormAlert
          action={
            <Button variant="secondary" onClick={() => void teachers.refetch()}>
              {t`Tekrar dene`}
            </Button>
          }
        >
          {!online
            ? t`Öğretmen listesi bu cihazda daha önce açılmadığı için çevrimdışı gösterilemiyor. Bağlantı gelince yeniden deneyin.`
            : teachers.error instanceof ApiError
              ? teachers.error.message
              : t`Öğretmen listesi yüklenemedi.`}
        </FormAlert>
      ) : (
        <>
          {updated ? (
            <p className={styles.muted}>
              {online ? t`Son güncelleme: ${updated}` : t`Çevrimdışı — son güncelleme: ${updated}. Değişiklik için bağlantı gerekir.`}
            </p>
          ) : null}
          {teachers.data.length === 0 ? (
            <p>
              <Trans>Okulunuzda henüz öğretmen hesabı yok. Yukarıdan ilk öğretmeni davet edin.</Trans>
            </p>
          ) : (
            <TeacherTable teachers={teachers.data} disabled={!online || busy} onAction={(teacher, action) => void act(teacher, action)} />
          )}
          <MoveClassForm teachers={teachers.data} offline={!online} onMoved={(text) => setOutcome({ tone: 'success', text })} />
        </>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.action === 'deactivate' ? t`Öğretmeni devre dışı bırak` : t`Yeni tek kullanımlık şifre`}
        actions={
          <>
            <Button variant="ghost" onClick={() => setPending(null)}>
              {t`Vazgeç`}
            </Button>
            <Button variant={pending?.action === 'deactivate' ? 'danger' : 'primary'} onClick={() => void confirm()}>
              {pending?.action === 'deactivate' ? t`Devre dışı bırak` : t`Şifre oluştur`}
            </Button>
          </>
        }
      >
        {pending ? (
          <p className={styles.plain}>
            {pending.action === 'deactivate'
              ? t`${pendingName} artık giriş yapamayacak ve açık oturumları hemen kapanacak. Sınıfları, siz başka öğretmene taşıyana kadar onda kalır. Hesabı istediğiniz zaman yeniden etkinleştirebilirsiniz.`
              : t`${pendingName} için yeni bir tek kullanımlık şifre oluşturulacak. Eski şifresi geçersiz olur ve açık oturumları kapanır; ilk girişinde kendi şifresini belirler.`}
          </p>
        ) : null}
      </Dialog>
    </div>
  );
}

import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { RoleGate } from '@/features/dashboard';
import { ApiError } from '@/shared/api/ApiError.ts';
import { PRIVACY_LIMITS, type EraseResponse } from '@/shared/api/privacy.ts';
import { formatNumber } from '@/shared/i18n/format.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { ButtonLink } from '@/shared/ui/ButtonLink.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { readLogQuery } from '../../api.ts';
import * as report from '../studentProgress/studentProgress.css.ts';
import { EraseDialog } from './EraseDialog.tsx';
import { ExportButton } from './ExportButton.tsx';
import { PrivacyActionsTable, ReadLogTable } from './ReadLogTables.tsx';
import * as styles from './privacy.css.ts';

/** /student-progress/record?student=<id>, the school administrator's: a student's KVKK rights (download, erase) and who opened the record. */
export function StudentRecordScreen({ studentId }: { studentId: number | undefined }) {
  const { t } = useLingui();
  return (
    <div className={frame.page}>
      <RoleGate roles={['administrator']}>
        {studentId === undefined ? (
          <>
            <PageIntro
              crumbs={[{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Öğrenci Gelişimi`, href: '/student-progress' }, { label: t`Kişisel veriler` }]}
              title={t`Kişisel veriler`}
            />
            <FormAlert tone="info" title={<Trans>Bir öğrenci seçin</Trans>}>
              <Trans>Öğrencinin kişisel verilerine Öğrenci Gelişimi sayfasında adına tıklayıp açılan özetten ulaşabilirsiniz.</Trans>
            </FormAlert>
          </>
        ) : (
          <StudentRecord studentId={studentId} />
        )}
      </RoleGate>
    </div>
  );
}

function StudentRecord({ studentId }: { studentId: number }) {
  const { t } = useLingui();
  const log = useQuery(readLogQuery(studentId));
  const [erasing, setErasing] = useState(false);
  // Each opening of the dialog is a new one: nothing typed, counts asked for again.
  const [openings, setOpenings] = useState(0);
  const [erased, setErased] = useState<EraseResponse | null>(null);
  const exportId = useId();
  const eraseId = useId();
  const name = log.data?.student.full_name;
  const crumbs = [
    { label: t`Anasayfa`, href: '/dashboard' },
    { label: t`Öğrenci Gelişimi`, href: '/student-progress' },
    { label: name ?? t`Öğrenci`, href: `/student-progress?student=${studentId}` },
    { label: t`Kişisel veriler` },
  ];
  const intro = (
    <PageIntro
      crumbs={crumbs}
      title={name ? t`${name} · Kişisel veriler` : t`Kişisel veriler`}
      lead={<Trans>KVKK kapsamındaki haklar: öğrencinin bütün verilerini indirme, öğrenciyi silme ve kaydını kimlerin açtığı.</Trans>}
    />
  );

  if (log.isPending) {
    return (
      <>
        {intro}
        <Spinner label={t`Öğrencinin kaydı yükleniyor...`} />
      </>
    );
  }
  if (!log.data) {
    const notFound = log.error instanceof ApiError && log.error.status === 404;
    return (
      <>
        {intro}
        <FormAlert
          tone="danger"
          action={
            notFound ? undefined : (
              <Button variant="secondary" onClick={() => void log.refetch()}>
                <Trans>Tekrar dene</Trans>
              </Button>
            )
          }
        >
          {notFound ? (
            <Trans>Bu öğrenci okulunuzun kayıtlarında bulunamadı.</Trans>
          ) : (
            <Trans>Öğrencinin kaydı yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.</Trans>
          )}
        </FormAlert>
      </>
    );
  }

  const { student, reads, actions } = log.data;
  const photoDays = formatNumber(PRIVACY_LIMITS.photoRetentionDays);
  const erasedPhotos = formatNumber(erased?.erased.photos ?? 0);
  const erasedFlags = formatNumber(erased?.erased.flagged_questions ?? 0);
  const endedSessions = formatNumber(erased?.erased.sessions ?? 0);
  const flagDays = formatNumber(PRIVACY_LIMITS.flaggedQuestionRetentionDays);
  return (
    <div className={styles.page}>
      {intro}
      <div className={report.actions}>
        <ButtonLink to="/student-progress" search={{ student: studentId }} variant="ghost">
          <span aria-hidden="true">←</span>
          <Trans>Gelişim özetine dön</Trans>
        </ButtonLink>
      </div>
      <div aria-live="polite">
        {erased ? (
          <FormAlert tone="success" title={<Trans>Öğrenci silindi</Trans>}>
            <Trans>
              {erasedPhotos} fotoğraf ve {erasedFlags} işaretlenmiş soru silindi, {endedSessions} oturum kapatıldı. Notlar ve yoklama sınıf ortalamaları için
              adsız kaldı.
            </Trans>
          </FormAlert>
        ) : null}
      </div>

      <section className={report.section} aria-labelledby={exportId}>
        <h2 id={exportId} className={report.sectionTitle}>
          <Trans>Verileri indir</Trans>
        </h2>
        <p className={report.muted}>
          <Trans>
            Sunucunun bu öğrenci hakkında tuttuğu her şey tek bir JSON dosyasında: hesap, sınıf kayıtları, yoklama, ödev teslimleri (fotoğraflarıyla), notlar,
            çalışma kayıtları, XP ve seri, EtkiBot’ta işaretlenmiş sorular, duyuru okumaları, veli bağlantıları ve bu okuma kaydı. Her tablo ayrıca CSV olarak
            dosyanın içindedir. Her indirme kaydedilir.
          </Trans>
        </p>
        <ExportButton studentId={studentId} variant="primary">
          <Trans>Verileri indir</Trans>
        </ExportButton>
      </section>

      <section className={report.section} aria-labelledby={eraseId}>
        <h2 id={eraseId} className={report.sectionTitle}>
          <Trans>Öğrenciyi sil</Trans>
        </h2>
        {student.erased ? (
          <FormAlert tone="info">
            <Trans>Bu öğrencinin kişisel verileri silindi. Notları ve yoklaması sınıf ortalamaları için “Silinmiş öğrenci” adıyla kalıyor.</Trans>
          </FormAlert>
        ) : (
          <>
            <p className={report.muted}>
              <Trans>
                Öğrencinin adı, e-postası, yazdıkları, fotoğrafları ve işaretlenmiş soruları silinir; oturumları kapanır ve bir daha giriş yapamaz. Notları ve
                yoklaması sınıf ortalamaları değişmesin diye adsız kalır. Bu işlem geri alınamaz.
              </Trans>
            </p>
            <div className={styles.actions}>
              <Button
                variant="danger"
                onClick={() => {
                  setOpenings((count) => count + 1);
                  setErasing(true);
                }}
              >
                <Trans>Öğrenciyi sil</Trans>
              </Button>
            </div>
            <EraseDialog
              key={openings}
              studentId={studentId}
              studentName={student.full_name}
              open={erasing}
              onClose={() => setErasing(false)}
              onErased={setErased}
            />
          </>
        )}
        <p className={report.muted}>
          <Trans>
            Saklama süreleri: ödev fotoğrafları teslimden {photoDays} gün, EtkiBot’ta işaretlenmiş sorular {flagDays} gün sonra sunucu tarafından kendiliğinden
            silinir.
          </Trans>
        </p>
      </section>

      <ReadLogTable reads={reads} />
      <PrivacyActionsTable actions={actions} />
    </div>
  );
}

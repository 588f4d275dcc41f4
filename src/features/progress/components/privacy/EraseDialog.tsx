import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@/shared/api/ApiError.ts';
import { namesMatch, PRIVACY_LIMITS, type EraseResponse } from '@/shared/api/privacy.ts';
import { formatNumber } from '@/shared/i18n/format.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { useEraseStudent } from '../../api.ts';
import * as styles from './privacy.css.ts';

type EraseDialogProps = { studentId: number; studentName: string; open: boolean; onClose: () => void; onErased: (answer: EraseResponse) => void };

const failureText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/**
 * Names what an erasure removes and keeps (the server's dry run), and erases only once the student's
 * full name is typed: a stray tap cannot erase a child.
 */
export function EraseDialog({ studentId, studentName, open, onClose, onErased }: EraseDialogProps) {
  const { t } = useLingui();
  const preview = useEraseStudent(studentId);
  const erase = useEraseStudent(studentId);
  const [typed, setTyped] = useState('');
  const askPreview = preview.mutate;

  // Made anew for each opening (the screen keys it), so the counts are always today's.
  useEffect(() => {
    if (open) askPreview({ confirm_name: '', dry_run: true });
  }, [open, askPreview]);

  const confirmed = namesMatch(typed, studentName);
  const submit = async () => {
    try {
      const answer = await erase.mutateAsync({ confirm_name: typed });
      onErased(answer);
      onClose();
    } catch {
      // The error is shown under the field from the mutation's state.
    }
  };

  const counts = preview.data;
  const body = () => {
    if (preview.isPending || preview.isIdle) return <Spinner label={t`Silinecekler hesaplanıyor...`} />;
    if (preview.isError || !counts) {
      return (
        <FormAlert
          tone="danger"
          action={
            <Button variant="secondary" onClick={() => askPreview({ confirm_name: '', dry_run: true })}>
              <Trans>Tekrar dene</Trans>
            </Button>
          }
        >
          {failureText(preview.error, t`Silinecekler hesaplanamadı.`)}
        </FormAlert>
      );
    }
    const { erased, kept } = counts;
    const [enrolments, submissions, photos, flagged, parentLinks, sessions] = [
      erased.enrolments,
      erased.submissions,
      erased.photos,
      erased.flagged_questions,
      erased.parent_links,
      erased.sessions,
    ].map((value) => formatNumber(value));
    const [attendance, scores, events] = [kept.attendance_records, kept.scores, kept.progress_events].map((value) => formatNumber(value));
    return (
      <>
        <p className={styles.muted}>
          <Trans>Silinenler (geri alınamaz):</Trans>
        </p>
        <ul className={styles.counts}>
          <li>
            <Trans>Öğrencinin adı, e-postası, okul numarası ve resim şifresi; sınıf listelerinde adı “Silinmiş öğrenci” olur ({enrolments} sınıf)</Trans>
          </li>
          <li>
            <Trans>Ödev teslimlerindeki yazılı cevaplar ve öğretmen notları: {submissions}</Trans>
          </li>
          <li>
            <Trans>Ödev fotoğrafları: {photos}</Trans>
          </li>
          <li>
            <Trans>EtkiBot’ta işaretlenmiş sorular: {flagged}</Trans>
          </li>
          <li>
            <Trans>Veli bağlantıları: {parentLinks}</Trans>
          </li>
          <li>
            <Trans>Açık oturumlar (hemen kapanır, bir daha giriş yapılamaz): {sessions}</Trans>
          </li>
        </ul>
        <p className={styles.muted}>
          <Trans>
            Sınıf ortalamaları değişmesin diye adsız kalanlar: {attendance} yoklama kaydı, {scores} puan, {events} çalışma kaydı.
          </Trans>
        </p>
        <TextField
          className={styles.nameInput}
          label={<Trans>Onaylamak için öğrencinin adını ve soyadını yazın: {studentName}</Trans>}
          value={typed}
          maxLength={PRIVACY_LIMITS.confirmNameMax}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
          error={erase.isError ? failureText(erase.error, t`Silme tamamlanamadı. Bağlantınızı kontrol edip yeniden deneyin.`) : null}
        />
      </>
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<Trans>{studentName} silinsin mi?</Trans>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Vazgeç</Trans>
          </Button>
          <Button variant="danger" disabled={!counts || !confirmed || erase.isPending} aria-busy={erase.isPending} onClick={() => void submit()}>
            {erase.isPending ? <Trans>Siliniyor...</Trans> : <Trans>Öğrenciyi kalıcı olarak sil</Trans>}
          </Button>
        </>
      }
    >
      {body()}
    </Dialog>
  );
}

import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLASSROOM_LIMITS, type ClassStudent, type PictureEmoji } from '@/shared/api/classroom.ts';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { useUpdateStudent } from '../../api.ts';
import { isCompleteCode, popEmoji, pushEmoji, randomPictureCode } from '../../model/pictureCode.ts';
import { PictureKeys, PictureSlots } from '../shared/PictureKeys.tsx';
import * as layout from '../shared/layout.css.ts';

const LENGTH = CLASSROOM_LIMITS.pictureCodeLength;

/**
 * The teacher sets the four pictures a student taps on a shared class tablet. The code is shown
 * here once, to write on the student's card; the server keeps only a hash of it.
 */
export function PictureCodeDialog({ student, classId, onClose }: { student: ClassStudent | null; classId: number; onClose: () => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState<readonly PictureEmoji[]>([]);
  const [saved, setSaved] = useState(false);
  const update = useUpdateStudent(classId);
  const studentName = student?.full_name ?? '';
  const savedCode = code.join(' ');
  const chosen = code.length;

  const close = () => {
    setCode([]);
    setSaved(false);
    update.reset();
    onClose();
  };

  const save = async () => {
    if (!student) return;
    try {
      await update.mutateAsync({ studentId: student.id, body: { picture_code: [...code] } });
      setSaved(true);
    } catch {
      // Shown below.
    }
  };

  return (
    <Dialog open={student !== null} onClose={close} title={t`${studentName} için resim şifresi`}>
      <div className={layout.section}>
        <p className={layout.muted}>
          <Trans>
            Öğrenci, sınıf tabletinde adını seçip bu dört resme sırayla dokunarak giriş yapar. Şifreyi kartına yazın: kaydettikten sonra bir daha gösterilmez.
          </Trans>
        </p>
        <PictureSlots code={code} label={t`Seçilen resimler: ${chosen}`} />
        {saved ? (
          <FormAlert tone="success">
            <Trans>Resim şifresi kaydedildi: {savedCode}</Trans>
          </FormAlert>
        ) : (
          <>
            <PictureKeys disabled={code.length >= LENGTH} onTap={(emoji) => setCode(pushEmoji(code, emoji))} />
            <div className={layout.actions}>
              <Button variant="secondary" onClick={() => setCode(randomPictureCode())}>
                <Trans>Rastgele seç</Trans>
              </Button>
              <Button variant="ghost" disabled={code.length === 0} onClick={() => setCode(popEmoji(code))}>
                <Trans>Son resmi sil</Trans>
              </Button>
              <Button disabled={!isCompleteCode(code) || update.isPending} onClick={() => void save()}>
                <Trans>Kaydet</Trans>
              </Button>
            </div>
          </>
        )}
        {update.error ? <FormAlert>{update.error.message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}

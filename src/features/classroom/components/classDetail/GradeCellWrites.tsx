import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentGradeRequest, StudentWork } from '@/shared/api/classroom.ts';
import { discardUserWrite, retryUserWrite, type UserWrite } from '@/shared/offline/userOutbox.ts';
import { WriteStatus } from '@/shared/offline/WriteStatus.tsx';
import { formatNumber } from '@/shared/i18n/format.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { gradeCellWrite } from '../../api.ts';
import * as layout from '../shared/layout.css.ts';

const scoreText = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatNumber(value));

/**
 * The grid's scores still on this device: a count of those waiting (their cells show them), and each
 * one that met a newer version or was refused, with its own choice, so no typed score is lost unseen.
 */
export function GradeCellWrites({ writes }: { writes: readonly UserWrite[] }) {
  const waiting = writes.filter((write) => write.state === 'waiting').length;
  const stuck = writes.filter((write) => write.state !== 'waiting');
  if (!writes.length) return null;
  return (
    <div className={layout.section}>
      {waiting ? (
        <p role="status" className={layout.muted}>
          <Trans>{waiting} puan bu cihazda gönderilmeyi bekliyor; bağlantı gelince kendiliğinden gönderilecek.</Trans>
        </p>
      ) : null}
      {stuck.map((write) => {
        const score = scoreText((write.body as StudentGradeRequest).score);
        const label = String(write.refs.label ?? '');
        return (
          <WriteStatus
            key={write.id}
            write={write}
            what={gradeCellWrite.what}
            summary={
              <Trans>
                {label}: puan {score}.
              </Trans>
            }
            conflict={(conflicted) => <GradeCellConflict write={conflicted} />}
          />
        );
      })}
    </div>
  );
}

/** A score typed over work that changed meanwhile (a hand-in, another device's grade): both side by side, the teacher chooses. */
function GradeCellConflict({ write }: { write: UserWrite }) {
  const { t } = useLingui();
  const current = write.current as StudentWork | undefined;
  const mine = write.body as StudentGradeRequest;
  const label = String(write.refs.label ?? '');
  const currentScore = scoreText(current?.submission?.score);
  const myScore = scoreText(mine.score);
  const held = current?.state === 'held';
  return (
    <FormAlert
      tone="warning"
      title={<Trans>{label}: siz puan yazarken çalışma değişti</Trans>}
      action={
        <div className={layout.actions}>
          {held ? null : (
            <Button onClick={() => void retryUserWrite(write.id, { ...mine, version: current?.submission?.version ?? null })}>
              <Trans>Benim puanımı kaydet</Trans>
            </Button>
          )}
          <Button variant="secondary" onClick={() => void discardUserWrite(write.id)}>
            <Trans>Kayıtlı olanı kullan</Trans>
          </Button>
        </div>
      }
    >
      {held ? (
        <p>
          <Trans>Öğrenci teslimler kapandıktan sonra bir çalışma gönderdi; önce ödev sayfasında kabul edin.</Trans>
        </p>
      ) : null}
      <div className={layout.compare} aria-label={t`İki puan`}>
        <div>
          <strong>
            <Trans>Kayıtlı olan</Trans>
          </strong>
          <p>
            <Trans>Puan: {currentScore}</Trans>
          </p>
        </div>
        <div>
          <strong>
            <Trans>Sizinki</Trans>
          </strong>
          <p>
            <Trans>Puan: {myScore}</Trans>
          </p>
        </div>
      </div>
    </FormAlert>
  );
}

import { useState, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDayTime } from '../i18n/format.ts';
import { downloadFile } from '../lib/downloadFile.ts';
import { Button } from '../ui/Button.tsx';
import { FormAlert } from '../ui/form/FormAlert.tsx';
import { discardUserWrite, type UserWrite } from './userOutbox.ts';
import * as styles from './WriteStatus.css.ts';

/** What a refused write carried, offered to copy or download so nothing a person typed is lost. */
export type KeptWork = { text: string; photo?: string | null; fileName: string };

export type WriteStatusProps = {
  /** The write still on this device (waiting, conflict or refused); none once the server has it. */
  write: UserWrite | undefined;
  /** What the write is, e.g. msg`Ödev teslimi`: the kind's definition's `what`. */
  what: MessageDescriptor;
  /** What this write carries, in a line (e.g. "Puan 80"), shown while it waits or after a refusal. */
  summary?: ReactNode;
  /** The server's answer once it has the write; shown only when nothing waits. */
  sent?: ReactNode;
  /** The kind's own side-by-side choice for a conflict (a complete notice with its two actions). */
  conflict?: (write: UserWrite) => ReactNode;
  /** For a refused write: the kind's own account of what is wrong, instead of the server's field messages as a list. */
  details?: (write: UserWrite) => ReactNode;
  /** For a refused write: what it carried, to copy or download. */
  keep?: KeptWork;
  /** For a refused write: put it back in the form to change and send again. */
  onEdit?: () => void;
  /** Throws the write away; the default removes it from the device. */
  onDiscard?: () => void;
};

const photoBlob = async (dataUrl: string): Promise<Blob> => (await fetch(dataUrl)).blob();
const photoExtension = (dataUrl: string) => (dataUrl.startsWith('data:image/png') ? 'png' : 'jpg');

/**
 * One display for every signed-in write (docs/architecture.md#the-two-outboxes): waiting, sent, conflict and refused each read
 * differently, in words, with what can be done. A refused write stays until the person copies,
 * edits or discards it: the server saying no never throws away what a child typed.
 */
export function WriteStatus({ write, what, summary, sent, conflict, details, keep, onEdit, onDiscard }: WriteStatusProps) {
  const { i18n } = useLingui();
  const name = i18n._(what);
  if (!write) return sent ? <FormAlert tone="success">{sent}</FormAlert> : null;
  const discard = onDiscard ?? (() => void discardUserWrite(write.id));

  if (write.state === 'waiting') {
    const madeAt = formatDayTime(write.createdAt);
    const tries = write.attempts;
    return (
      <FormAlert tone="info" title={<Trans>{name} gönderilmeyi bekliyor</Trans>}>
        <span data-write-state="waiting">
          {summary ? <>{summary} </> : null}
          <Trans>{madeAt} tarihinde bu cihazda yapıldı. Bağlantı gelince kendiliğinden gönderilecek; uygulamayı kapatsan da kaybolmaz.</Trans>
          {tries > 0 ? (
            <>
              {' '}
              <Trans>{tries} kez denendi.</Trans>
            </>
          ) : null}
        </span>
      </FormAlert>
    );
  }

  if (write.state === 'conflict') {
    if (conflict) return <div data-write-state="conflict">{conflict(write)}</div>;
    return (
      <FormAlert tone="warning" title={<Trans>{name}: iki sürüm var</Trans>}>
        <div data-write-state="conflict" className={styles.stackBody}>
          <p>
            <Trans>Bu kayıt sen çevrimdışıyken başka bir cihazda değişti; kayıtlı olan geçerli.</Trans>
          </p>
          <Button variant="secondary" onClick={discard}>
            <Trans>Kayıtlı olanı kullan</Trans>
          </Button>
        </div>
      </FormAlert>
    );
  }

  return <Refused write={write} name={name} summary={summary} details={details} keep={keep} onEdit={onEdit} onDiscard={discard} />;
}

type RefusedProps = {
  write: UserWrite;
  name: string;
  summary?: ReactNode;
  details?: (write: UserWrite) => ReactNode;
  keep?: KeptWork;
  onEdit?: () => void;
  onDiscard: () => void;
};

function Refused({ write, name, summary, details, keep, onEdit, onDiscard }: RefusedProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const reason = write.error?.message ?? t`Sunucu bu kaydı kabul etmedi.`;
  const fieldMessages = Object.values(write.error?.fieldErrors ?? {}).flat();

  const copy = async () => {
    if (!keep) return;
    try {
      await navigator.clipboard.writeText(keep.text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  const download = async () => {
    if (!keep) return;
    if (keep.text) downloadFile(new Blob([keep.text], { type: 'text/plain;charset=utf-8' }), `${keep.fileName}.txt`);
    if (keep.photo) downloadFile(await photoBlob(keep.photo), `${keep.fileName}.${photoExtension(keep.photo)}`);
  };

  return (
    <FormAlert title={<Trans>{name} gönderilemedi</Trans>}>
      <div data-write-state="refused" className={styles.stackBody}>
        <p>{reason}</p>
        {summary ? <p>{summary}</p> : null}
        {details ? (
          details(write)
        ) : fieldMessages.length ? (
          <ul className={styles.fieldErrors}>
            {fieldMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        {keep ? (
          <>
            <p>
              <Trans>Yaptıkların kaybolmadı, burada duruyor. Kopyalayabilir ya da dosya olarak indirebilirsin.</Trans>
            </p>
            {keep.text ? <p className={styles.kept}>{keep.text}</p> : null}
            {keep.photo ? <img src={keep.photo} alt={t`Gönderilemeyen fotoğraf`} className={styles.keptPhoto} /> : null}
          </>
        ) : null}
        <div className={styles.actions}>
          {onEdit ? <Button onClick={onEdit}>{t`Düzenle ve yeniden gönder`}</Button> : null}
          {keep?.text ? (
            <Button variant="secondary" onClick={() => void copy()}>
              {t`Metni kopyala`}
            </Button>
          ) : null}
          {keep && (keep.text || keep.photo) ? (
            <Button variant="secondary" onClick={() => void download()}>
              {t`Dosya olarak indir`}
            </Button>
          ) : null}
          {confirming ? (
            <Button variant="danger" onClick={onDiscard}>
              {t`Evet, sil`}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => (keep ? setConfirming(true) : onDiscard())}>
              {keep ? t`Sil` : t`Kapat`}
            </Button>
          )}
        </div>
        {confirming ? (
          <p>
            <Trans>Silersen bu cihazdaki kopyası da gider. Önce kopyalamak ister misin?</Trans>
          </p>
        ) : null}
        {copied === 'copied' ? <p role="status">{t`Kopyalandı.`}</p> : null}
        {copied === 'failed' ? <p role="status">{t`Kopyalanamadı; dosya olarak indirmeyi dene.`}</p> : null}
      </div>
    </FormAlert>
  );
}

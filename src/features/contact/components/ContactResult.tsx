import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/shared/ui/Button.tsx';
import * as styles from './ContactForm.css.ts';

/** The submit button is gone once a panel replaces the form: focus (and the view) move to the panel. */
function useFocusOnShow() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** docs/behaviour.md#sessions-and-flows success: the thank-you with the submission id and "send another". */
export function ContactSent({ submissionId, onAnother }: { submissionId: string; onAnother: () => void }) {
  const ref = useFocusOnShow();
  return (
    <div ref={ref} tabIndex={-1} className={styles.panel} role="status">
      <h3 className={styles.panelTitle}>
        <span aria-hidden="true">✅</span> <Trans>Teşekkürler! Mesajınız bize ulaştı.</Trans>
      </h3>
      <p className={styles.panelText}>
        <Trans>
          Başvuru numaranız: <span className={styles.submissionId}>{submissionId}</span>
        </Trans>
      </p>
      <p className={styles.panelText}>
        <Trans>En geç 24 saat içinde size dönüş yapacağız.</Trans>
      </p>
      <Button variant="secondary" onClick={onAnother}>
        <Trans>Yeni mesaj gönder</Trans>
      </Button>
    </div>
  );
}

/** The worker holds the post until the connection returns; the page may be closed meanwhile. */
export function ContactQueued({ onAnother }: { onAnother: () => void }) {
  const ref = useFocusOnShow();
  return (
    <div ref={ref} tabIndex={-1} className={styles.queuedPanel} role="status">
      <h3 className={styles.panelTitle}>
        <span aria-hidden="true">📤</span> <Trans>Mesajınız gönderilmeyi bekliyor</Trans>
      </h3>
      <p className={styles.panelText}>
        <Trans>
          Şu an bağlantı yok. Mesajınız bu cihazda saklandı ve internet bağlantısı geri geldiğinde otomatik olarak gönderilecek. Sayfayı kapatabilirsiniz;
          gönderildiğinde başvuru numaranızı göstereceğiz.
        </Trans>
      </p>
      <Button variant="secondary" onClick={onAnother}>
        <Trans>Yeni mesaj yaz</Trans>
      </Button>
    </div>
  );
}

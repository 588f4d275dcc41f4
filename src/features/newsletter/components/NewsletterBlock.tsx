import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_PATHS } from '@/shared/api/contract.ts';
import type { ApiError } from '@/shared/api/ApiError.ts';
import { newIdempotencyKey } from '@/shared/offline/outboxClient.ts';
import { serverMessageOf } from '@/shared/offline/outboxOutcome.ts';
import { useOutboxPost } from '@/shared/offline/useOutboxPost.ts';
import { takeTypedValue } from '@/shared/lib/typedBeforeHydration.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { newsletterEmailError } from '../model/newsletterRules.ts';
import * as styles from './NewsletterBlock.css.ts';

/** docs/behaviour.md#sessions-and-flows: idle, then success or error with a message; "queued" while the worker holds the post. */
type Status =
  | { type: 'idle' }
  | { type: 'submitting' }
  | { type: 'queued'; id: string }
  | { type: 'success'; message: string }
  | { type: 'error'; message: string };

/** The blog's newsletter sign-up, posted through the outbox (docs/architecture.md#offline-and-the-service-worker). */
export function NewsletterBlock() {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ type: 'idle' });
  // One key per address sent: pressing again after a lost answer is the same submission.
  const [submission, setSubmission] = useState<{ key: string; email: string } | null>(null);
  const fallbackSuccess = t`Bültenimize abone oldunuz. Teşekkür ederiz!`;

  // An address typed on the rendered page before it hydrated is kept.
  useEffect(() => {
    const typed = takeTypedValue(inputRef.current);
    if (typed !== undefined) setEmail(typed);
  }, []);

  const refused = (error: ApiError) => {
    setFieldError(error.fieldErrors.email?.[0] ?? null);
    setStatus({ type: 'error', message: error.message });
  };
  const outbox = useOutboxPost(status.type === 'queued' ? { id: status.id } : null, {
    onSent: (answer) => {
      setSubmission(null);
      setStatus({ type: 'success', message: serverMessageOf(answer) ?? fallbackSuccess });
    },
    onQueued: (id) => setStatus({ type: 'queued', id }),
    onRejected: refused,
    onFailed: refused,
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.type === 'submitting') return;
    const error = newsletterEmailError(email);
    setFieldError(error);
    if (error) {
      setStatus({ type: 'error', message: error });
      inputRef.current?.focus();
      return;
    }
    const address = email.trim();
    const key = submission?.email === address ? submission.key : newIdempotencyKey();
    setSubmission({ key, email: address });
    setStatus({ type: 'submitting' });
    await outbox.post(API_PATHS.newsletterSubscribe, { email: address }, key);
  };

  const edit = (value: string) => {
    setEmail(value);
    setFieldError(null);
    if (status.type === 'error' || status.type === 'success') setStatus({ type: 'idle' });
  };

  return (
    <section className={styles.block} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.title}>
        <span aria-hidden="true">📬</span> <Trans>Bültenimize abone olun</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>Yeni deneyler, etkinlik fikirleri ve blog yazıları ayda bir e-posta kutunuzda.</Trans>
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={status.type === 'submitting'}>
        <div className={styles.row}>
          <TextField
            ref={inputRef}
            label={t`E-posta adresiniz`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            error={fieldError}
            onChange={(event) => edit(event.target.value)}
          />
          <Button type="submit" className={styles.button} disabled={status.type === 'submitting'}>
            {status.type === 'submitting' ? <Trans>Gönderiliyor…</Trans> : <Trans>Abone ol</Trans>}
          </Button>
        </div>
      </form>
      {status.type === 'success' ? <FormAlert tone="success">{status.message}</FormAlert> : null}
      {status.type === 'queued' ? (
        <FormAlert tone="info">
          <Trans>Şu an bağlantı yok. Aboneliğiniz saklandı ve bağlantı geri geldiğinde otomatik olarak gönderilecek.</Trans>
        </FormAlert>
      ) : null}
      {status.type === 'error' && status.message !== fieldError ? <FormAlert tone="danger">{status.message}</FormAlert> : null}
    </section>
  );
}

import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, USER_TYPES } from '@/shared/api/contract.ts';
import { useHydrated } from '@/shared/lib/useHydrated.tsx';
import { useOnlineStatus } from '@/shared/offline/onlineStatus.ts';
import { useClaimOutboxIds } from '@/shared/offline/outboxResults.ts';
import { useOutboxSnapshot } from '@/shared/offline/outboxStore.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FieldFrame, fieldDescriptionIds } from '@/shared/ui/form/FieldFrame.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import type { FieldBinding } from '@/shared/ui/form/useSchemaForm.ts';
import * as fieldStyles from '@/shared/ui/form/Field.css.ts';
import { ContactQueued, ContactSent } from './ContactResult.tsx';
import { canSubmit, shownErrors } from '../model/contactFormModel.ts';
import { counterTone, messageLength, type ContactField } from '../model/contactRules.ts';
import { RejectedContactPosts } from './RejectedContactPosts.tsx';
import { useContactForm } from './useContactForm.ts';
import { USER_TYPE_LABELS } from '../model/userTypes.ts';
import * as styles from './ContactForm.css.ts';

/**
 * docs/behaviour.md#routes-and-guards, #sessions-and-flows, #validation contact form, posted through the service worker's outbox (docs/architecture.md#offline-and-the-service-worker). A rendered
 * contact page hydrates an empty form (the markup cannot know this device's draft, and hydration must
 * meet the markup); then it takes the draft, or what the visitor typed before hydration.
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const online = useOnlineStatus();
  const { state, formRef, ruleErrors, valid, empty, edit, blur, submit, startOver, reopen } = useContactForm(useHydrated());
  const { outcomes } = useOutboxSnapshot();
  const queuedId = state.status.type === 'queued' ? state.status.id : undefined;
  const rejected = outcomes.filter((outcome) => outcome.kind === 'contact' && outcome.result === 'rejected' && outcome.id !== queuedId);
  // This form shows these results itself (its queued post is claimed by the outbox hook); the global notices leave them out.
  useClaimOutboxIds(rejected.map((outcome) => outcome.id));

  const messageId = useId();
  const submitHintId = useId();
  const { status, values } = state;
  const errors = shownErrors(state, ruleErrors);
  const submitting = status.type === 'submitting';
  const enabled = canSubmit(state, valid);
  const length = messageLength(values.message);
  const messageMax = LIMITS.messageMax;
  const { describedBy: messageDescribedBy } = fieldDescriptionIds(messageId, true, errors.message);
  const counterId = `${messageId}-counter`;

  // Besides its value, every field reports leaving it: a field's errors show once it has been left.
  const bind = (name: ContactField): FieldBinding<ContactField> & { onBlur: () => void } => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => edit(name, event.target.value),
    onBlur: () => blur(name),
  });

  const userTypeOptions = USER_TYPES.map((type) => ({ value: type, label: i18n._(USER_TYPE_LABELS[type]) }));

  let body;
  if (status.type === 'success') {
    body = <ContactSent submissionId={status.submissionId} onAnother={startOver} />;
  } else if (status.type === 'queued') {
    body = <ContactQueued onAnother={startOver} />;
  } else {
    body = (
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-labelledby="contact-form-title" aria-busy={submitting}>
        {status.type === 'error' && status.message ? (
          <FormAlert tone="danger" title={t`Mesajınız gönderilemedi`}>
            {status.message}
          </FormAlert>
        ) : null}
        {!online ? (
          <FormAlert tone="info">
            <Trans>Çevrimdışısınız. Mesajınızı yine de gönderebilirsiniz: saklanır ve bağlantı gelince otomatik iletilir.</Trans>
          </FormAlert>
        ) : null}

        <div className={styles.pair}>
          <TextField label={t`Ad soyad`} autoComplete="name" required {...bind('name')} />
          <TextField label={t`E-posta adresi`} type="email" autoComplete="email" inputMode="email" required {...bind('email')} />
        </div>
        <div className={styles.pair}>
          <TextField label={t`Telefon (isteğe bağlı)`} type="tel" autoComplete="tel" inputMode="tel" {...bind('phone')} />
          <SelectField label={t`Kullanıcı türü`} required placeholder={t`Seçin`} options={userTypeOptions} {...bind('user_type')} />
        </div>
        <TextField label={t`Konu`} required {...bind('subject')} />
        <FieldFrame id={messageId} label={t`Mesajınız`} required hint={<Trans>En az 10, en fazla 1000 karakter.</Trans>} error={errors.message}>
          <textarea
            id={messageId}
            name="message"
            required
            rows={6}
            className={`${fieldStyles.control} ${styles.textarea}`}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${messageDescribedBy ?? ''} ${counterId}`.trim()}
            onChange={(event) => edit('message', event.target.value)}
            onBlur={() => blur('message')}
          />
          <p id={counterId} className={styles.counter[counterTone(length)]} aria-live="polite">
            <Trans>
              {length} / {messageMax} karakter
            </Trans>
          </p>
        </FieldFrame>

        <div className={styles.submitRow}>
          <Button type="submit" size="lg" disabled={!enabled} aria-describedby={!enabled && !submitting ? submitHintId : undefined}>
            {submitting ? <Trans>Gönderiliyor…</Trans> : <Trans>Mesajı gönder</Trans>}
          </Button>
          {!enabled && !submitting ? (
            <p id={submitHintId} className={styles.submitHint}>
              {empty ? <Trans>Göndermek için formu doldurun.</Trans> : <Trans>Göndermek için işaretli (*) alanları kurallara uygun doldurun.</Trans>}
            </p>
          ) : null}
        </div>
      </form>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        <Trans>Bize yazın</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>Sorunuzu veya talebinizi yazın; en geç 24 saat içinde size dönüş yapalım.</Trans>
      </p>
      {rejected.length ? <RejectedContactPosts outcomes={rejected} canReopen={empty && status.type !== 'queued'} onReopen={reopen} /> : null}
      {body}
    </section>
  );
}

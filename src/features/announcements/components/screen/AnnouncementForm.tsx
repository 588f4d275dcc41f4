import { useMemo, useState, type FormEvent } from 'react';
import { loadedValue, useLoaded } from '@/shared/lib/useLoaded.ts';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { createStore, type UseStore } from 'idb-keyval';
import { assignmentsQuery, classesQuery } from '@/features/classroom';
import { loadAssignableExperiments, type AssignableSummary } from '@/features/experiments';
import { ANNOUNCEMENT_LIMITS } from '@/shared/api/announcements.ts';
import type { Role } from '@/shared/api/contract.ts';
import { writableAudiences } from '@/shared/announcements/posting.ts';
import { discardUserWrite } from '@/shared/offline/userOutbox.ts';
import { useOwnerDraft, writeOwnerDraft } from '@/shared/offline/useOwnerDraft.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { FieldMessages, fieldDescriptionIds } from '@/shared/ui/form/FieldFrame.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { validateForm, serverFieldErrors, type FieldErrors } from '@/shared/ui/form/formErrors.ts';
import { useFocusFirstInvalid } from '@/shared/ui/form/useFocusFirstInvalid.ts';
import * as field from '@/shared/ui/form/Field.css.ts';
import { postAnnouncement } from '../../api.ts';
import {
  EMPTY_ANNOUNCEMENT_FORM,
  announcementFormSchema,
  audienceValue,
  parseAudienceValue,
  toAnnouncementRequest,
  type AnnouncementFormValues,
  type LinkKind,
} from '../../model/announcementForm.ts';
import { audienceLabel } from '../../model/labels.ts';
import * as styles from './communications.css.ts';

let store: UseStore | undefined;
const draftStore = () => (store ??= createStore('etkilab-announcement-drafts', 'drafts'));
const DRAFT_KEY = 'new';
const BODY_ID = 'announcement-body';

/** Puts a refused announcement back in the writer's draft, to be corrected; the form shows it when it next mounts. */
export const restoreAnnouncementDraft = (ownerId: number, values: AnnouncementFormValues) => writeOwnerDraft(draftStore, ownerId, DRAFT_KEY, values);

const isEmpty = (values: AnnouncementFormValues) =>
  (Object.keys(values) as (keyof AnnouncementFormValues)[]).every((key) => values[key] === EMPTY_ANNOUNCEMENT_FORM[key]);

type Author = { id: number; role: Role; school: string | null };
type FieldName = keyof AnnouncementFormValues;
type Outcome = { kind: 'sent' | 'queued' } | { kind: 'refused'; message: string } | null;

const SERVER_FIELDS: Record<string, FieldName> = { audience: 'audience', title: 'title', body: 'body', due_at: 'due', link: 'linkKind' };

/** The library's experiments, loaded once a link to one is wanted. */
const useExperiments = (wanted: boolean): AssignableSummary[] | null =>
  loadedValue(useLoaded(() => loadAssignableExperiments().then((module) => module.assignableExperiments()), [], { enabled: wanted }));

/**
 * Writing an announcement (teachers and the administrator). What is typed stays on the device until
 * it is sent; offline it goes to the signed-in outbox and is sent once the connection is back.
 */
export function AnnouncementForm({ author }: { author: Author }) {
  const { t, i18n } = useLingui();
  const classes = useQuery(classesQuery());
  const { draft, loaded, update, clear } = useOwnerDraft(draftStore, author.id, DRAFT_KEY, EMPTY_ANNOUNCEMENT_FORM);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<FieldName>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const audience = parseAudienceValue(draft.audience);
  const classId = audience?.kind === 'class' ? audience.class_id : undefined;
  const assignments = useQuery({ ...assignmentsQuery(classId), enabled: draft.linkKind === 'assignment' });
  const experiments = useExperiments(draft.linkKind === 'experiment');

  const audiences = useMemo(() => writableAudiences(author, classes.data ?? []), [author, classes.data]);
  const classNames = new Map((classes.data ?? []).map((cls) => [cls.id, cls.name]));
  const audienceOptions = audiences.map((option) => ({
    value: audienceValue(option),
    label: i18n._(audienceLabel(option, option.kind === 'class' ? classNames.get(option.class_id) : undefined)),
  }));

  const validation = checked ? validateForm(announcementFormSchema(new Date()), draft) : null;
  const errors: FieldErrors<FieldName> = { ...serverErrors, ...(validation && !validation.success ? validation.errors : {}) };

  const change = <K extends FieldName>(name: K, value: AnnouncementFormValues[K]) => {
    setOutcome(null);
    if (serverErrors[name]) setServerErrors({ ...serverErrors, [name]: undefined });
    update({ ...draft, [name]: value });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setServerErrors({});
    const result = validateForm(announcementFormSchema(new Date()), draft);
    if (!result.success) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    const sent = await postAnnouncement(author.id, toAnnouncementRequest(draft));
    setSending(false);
    if (sent.status === 'sent' || sent.status === 'queued') {
      clear();
      setChecked(false);
      setOutcome({ kind: sent.status });
      return;
    }
    // Refused at once: the text is still in the form, so the refused copy in the outbox is not kept twice.
    const fieldErrors = sent.status === 'rejected' ? (sent.error?.fieldErrors ?? {}) : {};
    const mapped = Object.fromEntries(
      Object.entries(serverFieldErrors(fieldErrors, Object.keys(SERVER_FIELDS))).map(([key, text]) => [SERVER_FIELDS[key], text]),
    );
    setServerErrors(mapped);
    setOutcome({ kind: 'refused', message: (sent.status === 'rejected' ? sent.error?.message : undefined) ?? t`Duyuru gönderilemedi.` });
    await discardUserWrite(sent.write.id);
    focusFirstInvalid();
  };

  if (!loaded) return null;
  const max = ANNOUNCEMENT_LIMITS.bodyMax;
  const typed = draft.body.length;
  const linkOptions: { value: LinkKind; label: string }[] = [
    { value: 'none', label: t`Bağlantı yok` },
    { value: 'assignment', label: t`Bir ödev` },
    { value: 'experiment', label: t`Bir deney` },
  ];

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className={styles.form} aria-labelledby="announcement-form-title">
      <h2 id="announcement-form-title" className={styles.sectionTitle}>
        <Trans>Duyuru yaz</Trans>
      </h2>
      {classes.isPending ? (
        <p className={styles.muted}>{t`Sınıflarınız yükleniyor...`}</p>
      ) : audiences.length === 0 ? (
        <FormAlert tone="info">
          {classes.data
            ? t`Duyuru yazabileceğiniz etkin bir sınıfınız yok. Önce bir sınıf oluşturun.`
            : t`Sınıflarınız bu cihazda daha önce açılmadığı için şimdi listelenemiyor. Bağlantı gelince yeniden deneyin.`}
        </FormAlert>
      ) : null}
      <div className={styles.formGrid}>
        <SelectField
          label={t`Kime`}
          required
          placeholder={t`Seçin`}
          options={audienceOptions}
          value={draft.audience}
          error={errors.audience}
          onChange={(event) => change('audience', event.target.value)}
        />
        <TextField
          type="date"
          label={t`Son tarih (isteğe bağlı)`}
          value={draft.due}
          error={errors.due}
          onChange={(event) => change('due', event.target.value)}
        />
      </div>
      <TextField
        label={t`Başlık`}
        required
        autoComplete="off"
        maxLength={ANNOUNCEMENT_LIMITS.titleMax}
        value={draft.title}
        error={errors.title}
        onChange={(event) => change('title', event.target.value)}
      />
      <div className={field.field}>
        <label htmlFor={BODY_ID} className={field.label}>
          <Trans>Duyuru metni (isteğe bağlı)</Trans>
        </label>
        <textarea
          id={BODY_ID}
          className={styles.textarea}
          value={draft.body}
          maxLength={max}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={fieldDescriptionIds(BODY_ID, true, errors.body).describedBy}
          onChange={(event) => change('body', event.target.value)}
        />
        <FieldMessages id={BODY_ID} hint={t`${typed} / ${max} karakter`} error={errors.body} />
      </div>
      <div className={styles.formGrid}>
        <SelectField
          label={t`Bağlantı`}
          options={linkOptions}
          value={draft.linkKind}
          error={errors.linkKind}
          onChange={(event) => change('linkKind', event.target.value as LinkKind)}
        />
        {draft.linkKind === 'assignment' ? (
          <SelectField
            label={t`Ödev`}
            required
            placeholder={assignments.isPending ? t`Ödevler yükleniyor...` : t`Bir ödev seçin`}
            options={(assignments.data ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
            value={draft.assignmentId}
            error={errors.assignmentId}
            onChange={(event) => change('assignmentId', event.target.value)}
          />
        ) : null}
        {draft.linkKind === 'experiment' ? (
          <SelectField
            label={t`Deney`}
            required
            placeholder={experiments ? t`Bir deney seçin` : t`Deneyler yükleniyor...`}
            options={(experiments ?? []).map((item) => {
              const title = i18n._(item.title);
              const grade = item.grade;
              return { value: item.id, label: t`${grade}. sınıf · ${title}` };
            })}
            value={draft.experimentId}
            error={errors.experimentId}
            onChange={(event) => change('experimentId', event.target.value)}
          />
        ) : null}
      </div>
      {outcome?.kind === 'refused' ? <FormAlert>{outcome.message}</FormAlert> : null}
      {outcome?.kind === 'sent' ? (
        <FormAlert tone="success">
          <Trans>Duyuru gönderildi.</Trans>
        </FormAlert>
      ) : null}
      {outcome?.kind === 'queued' ? (
        <FormAlert tone="info">
          <Trans>Çevrimdışısınız: duyuru bu cihazda saklandı ve bağlantı gelince bir kez gönderilecek.</Trans>
        </FormAlert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? <Trans>Gönderiliyor…</Trans> : <Trans>Duyuruyu gönder</Trans>}
        </Button>
        {!isEmpty(draft) ? (
          <Button
            variant="ghost"
            onClick={() => {
              clear();
              setChecked(false);
              setServerErrors({});
              setOutcome(null);
            }}
          >
            <Trans>Temizle</Trans>
          </Button>
        ) : null}
      </div>
      <p className={styles.muted}>
        <Trans>Yazdıklarınız siz gönderene kadar bu cihazda saklanır.</Trans>
      </p>
    </form>
  );
}

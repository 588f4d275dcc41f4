import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContentRef, TeacherAssignment } from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { useNow } from '@/shared/lib/useNow.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import * as field from '@/shared/ui/form/Field.css.ts';
import { classQuery, useCreateAssignment, useUpdateAssignment } from '../../api.ts';
import {
  checkDraft,
  checkEdit,
  serverFieldErrors,
  toCreateRequest,
  toUpdateRequest,
  type AssignmentDraft,
  type DraftField,
  type DraftProblem,
  type WhenMode,
} from '../../model/assignmentDraft.ts';
import { fromLocalInput, toLocalInput } from '../../model/dates.ts';
import { ContentPicker } from '../shared/ContentPicker.tsx';
import { useAssignableContent } from '../shared/useAssignableContent.ts';
import * as layout from '../shared/layout.css.ts';
import * as forms from '../shared/form.css.ts';

const PROBLEMS: Record<DraftProblem, MessageDescriptor> = {
  'class-required': msg`Bir sınıf seçin.`,
  'content-required': msg`Ödevin içeriğini seçin.`,
  'title-required': msg`Ödeve bir başlık yazın.`,
  'title-too-short': msg`Başlık en az 3 karakter olmalıdır.`,
  'title-too-long': msg`Başlık en fazla 120 karakter olabilir.`,
  'instructions-too-long': msg`Yönerge en fazla 2000 karakter olabilir.`,
  'free-needs-instructions': msg`Serbest görevde öğrencilerin ne yapacağını yazın.`,
  'students-required': msg`En az bir öğrenci seçin.`,
  'publish-required': msg`Yayın zamanını seçin.`,
  'publish-in-past': msg`Yayın zamanı ileri bir tarih olmalıdır.`,
  'due-required': msg`Son teslim zamanını seçin.`,
  'due-in-past': msg`Son teslim zamanı geçmiş olamaz.`,
  'due-before-publish': msg`Son teslim, yayın zamanından sonra olmalıdır.`,
};

type AssignmentFormProps = {
  classes: { id: number; name: string }[];
  initial: AssignmentDraft;
  /** The assignment being changed; without it the form makes a new one. Its class and schedule stay as they are. */
  editing?: TeacherAssignment;
  onSaved: (id: number) => void;
  onCancel?: () => void;
};

/**
 * Ödev oluştur, and the same form to change an assignment already given: content (an experiment,
 * one of its parts, a tool or a free task), title, instructions, who gets it and when it is due. The
 * server's field errors are marked on their fields, like the form's own.
 */
export function AssignmentForm({ classes, initial, editing, onSaved, onCancel }: AssignmentFormProps) {
  const { t, i18n } = useLingui();
  const content = useAssignableContent();
  const create = useCreateAssignment();
  const update = useUpdateAssignment();
  const saving = editing ? update : create;
  const [draft, setDraft] = useState<AssignmentDraft>(initial);
  const [titleTouched, setTitleTouched] = useState(editing !== undefined);
  // When the form was last submitted; problems are shown from then on, judged no earlier than that moment.
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<DraftField, string>>>({});
  const now = useNow().getTime();
  const roster = useQuery({ ...classQuery(draft.classId ?? 0), enabled: draft.classId !== null });
  const check = editing ? checkEdit : checkDraft;
  const problems = checkedAt !== null ? check(draft, Math.max(now, checkedAt)) : {};
  const error = (name: DraftField) => {
    const problem = problems[name];
    return problem ? i18n._(PROBLEMS[problem]) : serverErrors[name];
  };
  const experiment = draft.content.kind === 'experiment' ? content.library?.findAssignableExperiment(draft.content.ref) : undefined;

  const change = (next: Partial<AssignmentDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    // A field the teacher changes is judged afresh: the server's word on its old value goes.
    const touched: Partial<Record<keyof AssignmentDraft, DraftField>> = {
      classId: 'classId',
      content: 'content',
      title: 'title',
      instructions: 'instructions',
      audience: 'studentIds',
      studentIds: 'studentIds',
      publishAt: 'publishAt',
      dueAt: 'dueAt',
    };
    setServerErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(next) as (keyof AssignmentDraft)[]) {
        const name = touched[key];
        if (name) delete kept[name];
      }
      return kept;
    });
  };
  const changeContent = (next: ContentRef) => {
    const title = next.ref || next.kind === 'free' ? content.titleOf(next) : '';
    change({ content: next, ...(titleTouched ? {} : { title: next.kind === 'free' ? '' : title }) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The compiler's analysis lets this submit handler's clock read leak into render; it only runs on submit.
    // eslint-disable-next-line react-hooks/purity -- read once per submit, in the event handler, not during render
    const at = Date.now();
    setCheckedAt(at);
    if (Object.keys(check(draft, at)).length) return;
    try {
      // The answer key comes from the experiment's own text, loaded now (precached: this works offline too).
      const withQuestions = experiment && content.library ? await content.library.loadAssignableExperiment(experiment.id) : undefined;
      const questions = withQuestions && content.library ? content.library.answerKeyOf(withQuestions, draft.content.part) : [];
      const extras = { outcomes: experiment?.outcomeCodes ?? [], questions };
      const saved = editing
        ? await update.mutateAsync({ id: editing.id, body: toUpdateRequest(editing, draft, extras) })
        : await create.mutateAsync(toCreateRequest(draft, extras));
      onSaved(saved.id);
    } catch (caught) {
      // The server's message is shown under the form and its field errors on their fields; everything typed stays.
      if (caught instanceof ApiError) setServerErrors(serverFieldErrors(caught.fieldErrors));
    }
  };

  const whenOptions: { value: WhenMode; label: string }[] = [
    { value: 'now', label: t`Hemen yayınla` },
    { value: 'scheduled', label: t`İleri bir tarihte yayınla` },
    { value: 'draft', label: t`Taslak olarak sakla` },
  ];
  const students = (roster.data?.students ?? []).filter((student) => student.status === 'active');
  const outcomes = experiment?.outcomeCodes.join(', ');
  const dueField = (
    <TextField
      label={t`Son teslim`}
      type="datetime-local"
      required
      value={draft.dueAt ? toLocalInput(draft.dueAt) : ''}
      error={error('dueAt')}
      onChange={(event) => change({ dueAt: fromLocalInput(event.target.value) })}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={layout.section} aria-label={editing ? t`Ödevi düzenle` : t`Ödev oluştur`}>
      {editing ? null : (
        <div className={field.field}>
          <label htmlFor="assignment-class" className={field.label}>
            <Trans>Sınıf</Trans>
          </label>
          <select
            id="assignment-class"
            className={field.control}
            value={draft.classId ?? ''}
            aria-invalid={error('classId') ? true : undefined}
            aria-describedby={error('classId') ? 'assignment-class-error' : undefined}
            onChange={(event) => change({ classId: event.target.value ? Number(event.target.value) : null, studentIds: [] })}
          >
            {classes.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
          {error('classId') ? (
            <p id="assignment-class-error" className={field.error}>
              {error('classId')}
            </p>
          ) : null}
        </div>
      )}
      <fieldset className={forms.fieldset}>
        <legend className={forms.legend}>
          <Trans>İçerik</Trans>
        </legend>
        <ContentPicker value={draft.content} onChange={changeContent} allowFree allowPart />
        {error('content') ? <p className={field.error}>{error('content')}</p> : null}
        {experiment && experiment.outcomeCodes.length > 0 ? (
          <p className={layout.muted}>
            <Trans>Kazanımlar: {outcomes}</Trans>
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t`Başlık`}
        required
        value={draft.title}
        error={error('title')}
        maxLength={120}
        onChange={(event) => {
          setTitleTouched(true);
          change({ title: event.target.value });
        }}
      />
      <div className={field.field}>
        <label htmlFor="assignment-instructions" className={field.label}>
          <Trans>Yönerge</Trans>
        </label>
        <textarea
          id="assignment-instructions"
          className={forms.textarea}
          value={draft.instructions}
          maxLength={2000}
          aria-invalid={error('instructions') ? true : undefined}
          aria-describedby={error('instructions') ? 'assignment-instructions-error' : undefined}
          onChange={(event) => change({ instructions: event.target.value })}
        />
        {error('instructions') ? (
          <p id="assignment-instructions-error" className={field.error}>
            {error('instructions')}
          </p>
        ) : null}
      </div>
      <fieldset className={forms.fieldset}>
        <legend className={forms.legend}>
          <Trans>Kimlere?</Trans>
        </legend>
        <label className={forms.choice}>
          <input
            type="radio"
            className={forms.choiceInput}
            name="audience"
            checked={draft.audience === 'class'}
            onChange={() => change({ audience: 'class' })}
          />
          <Trans>Sınıfın tamamı</Trans>
        </label>
        <label className={forms.choice}>
          <input
            type="radio"
            className={forms.choiceInput}
            name="audience"
            checked={draft.audience === 'students'}
            onChange={() => change({ audience: 'students' })}
          />
          <Trans>Seçtiğim öğrenciler</Trans>
        </label>
        {draft.audience === 'students' ? (
          <ul className={layout.chips}>
            {students.map((student) => (
              <li key={student.id}>
                <label className={forms.choice}>
                  <input
                    type="checkbox"
                    className={forms.choiceInput}
                    checked={draft.studentIds.includes(student.id)}
                    onChange={(event) =>
                      change({ studentIds: event.target.checked ? [...draft.studentIds, student.id] : draft.studentIds.filter((id) => id !== student.id) })
                    }
                  />
                  {student.full_name}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        {error('studentIds') ? <p className={field.error}>{error('studentIds')}</p> : null}
      </fieldset>
      {editing ? (
        <div className={forms.formGrid}>{dueField}</div>
      ) : (
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>
            <Trans>Ne zaman?</Trans>
          </legend>
          {whenOptions.map((option) => (
            <label key={option.value} className={forms.choice}>
              <input
                type="radio"
                className={forms.choiceInput}
                name="when"
                checked={draft.when === option.value}
                onChange={() => change({ when: option.value })}
              />
              {option.label}
            </label>
          ))}
          <div className={forms.formGrid}>
            {draft.when === 'scheduled' ? (
              <TextField
                label={t`Yayın zamanı`}
                type="datetime-local"
                value={draft.publishAt ? toLocalInput(draft.publishAt) : ''}
                error={error('publishAt')}
                onChange={(event) => change({ publishAt: fromLocalInput(event.target.value) })}
              />
            ) : null}
            {dueField}
          </div>
        </fieldset>
      )}
      {editing ? (
        <p className={layout.muted}>
          <Trans>
            Öğrenciler neyin değiştiğini bildirim olarak görür. Teslim edenlerin çalışmaları olduğu gibi kalır; son teslimi değiştirirseniz geç kalma yeniden
            hesaplanır.
          </Trans>
        </p>
      ) : (
        <fieldset className={forms.fieldset}>
          <legend className={forms.legend}>
            <Trans>Öğrenciler sonucu ne zaman görsün?</Trans>
          </legend>
          <label className={forms.choice}>
            <input
              type="radio"
              className={forms.choiceInput}
              name="reveal"
              checked={draft.reveal === 'after_grading'}
              onChange={() => change({ reveal: 'after_grading' })}
            />
            <Trans>Ben değerlendirince ya da son teslim geçince (önerilen)</Trans>
          </label>
          <label className={forms.choice}>
            <input
              type="radio"
              className={forms.choiceInput}
              name="reveal"
              checked={draft.reveal === 'at_once'}
              onChange={() => change({ reveal: 'at_once' })}
            />
            <Trans>Teslim edince hemen (alıştırma için)</Trans>
          </label>
          <p className={layout.muted}>
            <Trans>Hemen gösterilen sonuçtan öğrenciler doğru cevapları tek tek deneyerek bulabilir; notlu ödevlerde önerilen seçeneği kullanın.</Trans>
          </p>
        </fieldset>
      )}
      {saving.error ? <FormAlert>{saving.error instanceof ApiError ? saving.error.message : t`Ödev kaydedilemedi.`}</FormAlert> : null}
      <div className={layout.actions}>
        <Button type="submit" size="lg" disabled={saving.isPending}>
          {saving.isPending ? (
            <Trans>Kaydediliyor…</Trans>
          ) : editing ? (
            <Trans>Değişiklikleri kaydet</Trans>
          ) : draft.when === 'draft' ? (
            <Trans>Taslağı kaydet</Trans>
          ) : (
            <Trans>Ödevi ver</Trans>
          )}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            <Trans>Vazgeç</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

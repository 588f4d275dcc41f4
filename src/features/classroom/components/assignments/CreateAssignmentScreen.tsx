import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { EXPERIMENT_PARTS, type ContentRef, type ExperimentPart } from '@/shared/api/classroom.ts';
import { ApiError } from '@/shared/api/ApiError.ts';
import { useNow } from '@/shared/lib/useNow.ts';
import { PageIntro } from '@/shared/ui/PageIntro.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import { FormAlert } from '@/shared/ui/form/FormAlert.tsx';
import * as field from '@/shared/ui/form/Field.css.ts';
import * as frame from '@/shared/styles/dashboardPage.css.ts';
import { classesQuery, classQuery, useCreateAssignment } from '../../api.ts';
import { checkDraft, toCreateRequest, type AssignmentDraft, type DraftField, type DraftProblem, type WhenMode } from '../../model/assignmentDraft.ts';
import { defaultDueAt, fromLocalInput, toLocalInput } from '../../model/dates.ts';
import { ContentPicker } from '../shared/ContentPicker.tsx';
import { useAssignableContent } from '../shared/useAssignableContent.ts';
import { LoadError, Loading } from '../shared/QueryStates.tsx';
import * as styles from '../classroom.css.ts';

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

/** Ödev oluştur: content (experiment, one of its parts, a tool or a free task), class or chosen students, dates, draft or scheduled. */
type StartFrom = { experiment?: string; part?: string; tool?: string };

const isPart = (value: string | undefined): value is ExperimentPart => (EXPERIMENT_PARTS as readonly (string | undefined)[]).includes(value);

export function CreateAssignmentScreen({ classId, ...start }: { classId?: number } & StartFrom) {
  const { t } = useLingui();
  const classes = useQuery(classesQuery());
  const crumbs = [{ label: t`Anasayfa`, href: '/dashboard' }, { label: t`Ödevler`, href: '/assignments' }, { label: t`Ödev oluştur` }];
  const own = (classes.data ?? []).filter((item) => item.can_edit && item.status === 'active');

  return (
    <div className={frame.page}>
      <PageIntro crumbs={crumbs} title={<Trans>Ödev oluştur</Trans>} lead={<Trans>Bir deneyi, bölümünü, bir aracı ya da serbest bir görevi sınıfınıza verin.</Trans>} />
      {classes.isPending ? (
        <Loading label={t`Sınıflar yükleniyor...`} />
      ) : !classes.data ? (
        <LoadError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : own.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Ödev verebilmek için önce Sınıflarım sayfasında bir sınıf oluşturun.</Trans>
        </p>
      ) : (
        <StartingContent {...start}>
          {(initialContent) => (
            <AssignmentForm
              classes={own}
              initialClassId={own.some((item) => item.id === classId) ? (classId ?? null) : (own[0]?.id ?? null)}
              initialContent={initialContent}
            />
          )}
        </StartingContent>
      )}
    </div>
  );
}

/**
 * An address may name what to assign (`?experiment=` and `part`, or `?tool=`, e.g. from EtkiBot's
 * suggestions): the form waits for the library so it opens with that content chosen and its title
 * filled in. An id the library does not have is ignored.
 */
function StartingContent({ experiment, part, tool, children }: StartFrom & { children: (content: ContentRef | null) => ReactNode }) {
  const { t } = useLingui();
  const content = useAssignableContent();
  if (!experiment && !tool) return children(null);
  if (!content.ready) return <Loading label={t`İçerik yükleniyor...`} />;
  if (experiment && content.library?.findAssignableExperiment(experiment)) return children({ kind: 'experiment', ref: experiment, part: isPart(part) ? part : null });
  if (tool && content.tools.some((item) => item.id === tool)) return children({ kind: 'tool', ref: tool, part: null });
  return children(null);
}

type AssignmentFormProps = { classes: { id: number; name: string }[]; initialClassId: number | null; initialContent: ContentRef | null };

function AssignmentForm({ classes, initialClassId, initialContent }: AssignmentFormProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const content = useAssignableContent();
  const create = useCreateAssignment();
  const [draft, setDraft] = useState<AssignmentDraft>(() => ({
    classId: initialClassId,
    content: initialContent ?? { kind: 'experiment', ref: null, part: null },
    title: initialContent ? content.titleOf(initialContent) : '',
    instructions: '',
    audience: 'class',
    studentIds: [],
    when: 'now',
    publishAt: null,
    dueAt: defaultDueAt(),
    reveal: 'after_grading',
  }));
  const [titleTouched, setTitleTouched] = useState(false);
  // When the form was last submitted; problems are shown from then on, judged no earlier than that moment.
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const now = useNow().getTime();
  const roster = useQuery({ ...classQuery(draft.classId ?? 0), enabled: draft.classId !== null });
  const problems = checkedAt !== null ? checkDraft(draft, Math.max(now, checkedAt)) : {};
  const error = (name: DraftField) => (problems[name] ? i18n._(PROBLEMS[problems[name]]) : undefined);
  const experiment = draft.content.kind === 'experiment' ? content.library?.findAssignableExperiment(draft.content.ref) : undefined;

  const change = (next: Partial<AssignmentDraft>) => setDraft((current) => ({ ...current, ...next }));
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
    if (Object.keys(checkDraft(draft, at)).length) return;
    try {
      // The answer key comes from the experiment's own text, loaded now (precached: this works offline too).
      const withQuestions = experiment && content.library ? await content.library.loadAssignableExperiment(experiment.id) : undefined;
      const questions = withQuestions && content.library ? content.library.answerKeyOf(withQuestions, draft.content.part) : [];
      const made = await create.mutateAsync(toCreateRequest(draft, { outcomes: experiment?.outcomeCodes ?? [], questions }));
      router.history.push(`/assignments/${made.id}`);
    } catch {
      // The server's message is shown under the form; everything typed stays.
    }
  };

  const whenOptions: { value: WhenMode; label: string }[] = [
    { value: 'now', label: t`Hemen yayınla` },
    { value: 'scheduled', label: t`İleri bir tarihte yayınla` },
    { value: 'draft', label: t`Taslak olarak sakla` },
  ];
  const students = (roster.data?.students ?? []).filter((student) => student.status === 'active');
  const outcomes = experiment?.outcomeCodes.join(', ');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.section}>
      <div className={field.field}>
        <label htmlFor="assignment-class" className={field.label}>
          <Trans>Sınıf</Trans>
        </label>
        <select
          id="assignment-class"
          className={field.control}
          value={draft.classId ?? ''}
          aria-invalid={error('classId') ? true : undefined}
          onChange={(event) => change({ classId: event.target.value ? Number(event.target.value) : null, studentIds: [] })}
        >
          {classes.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>İçerik</Trans>
        </legend>
        <ContentPicker value={draft.content} onChange={changeContent} allowFree allowPart />
        {error('content') ? <p className={field.error}>{error('content')}</p> : null}
        {experiment && experiment.outcomeCodes.length > 0 ? (
          <p className={styles.muted}>
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
          className={styles.textarea}
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
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Kimlere?</Trans>
        </legend>
        <label className={styles.choice}>
          <input type="radio" className={styles.choiceInput} name="audience" checked={draft.audience === 'class'} onChange={() => change({ audience: 'class' })} />
          <Trans>Sınıfın tamamı</Trans>
        </label>
        <label className={styles.choice}>
          <input type="radio" className={styles.choiceInput} name="audience" checked={draft.audience === 'students'} onChange={() => change({ audience: 'students' })} />
          <Trans>Seçtiğim öğrenciler</Trans>
        </label>
        {draft.audience === 'students' ? (
          <ul className={styles.chips}>
            {students.map((student) => (
              <li key={student.id}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    className={styles.choiceInput}
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
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Ne zaman?</Trans>
        </legend>
        {whenOptions.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" className={styles.choiceInput} name="when" checked={draft.when === option.value} onChange={() => change({ when: option.value })} />
            {option.label}
          </label>
        ))}
        <div className={styles.formGrid}>
          {draft.when === 'scheduled' ? (
            <TextField
              label={t`Yayın zamanı`}
              type="datetime-local"
              value={draft.publishAt ? toLocalInput(draft.publishAt) : ''}
              error={error('publishAt')}
              onChange={(event) => change({ publishAt: fromLocalInput(event.target.value) })}
            />
          ) : null}
          <TextField
            label={t`Son teslim`}
            type="datetime-local"
            required
            value={draft.dueAt ? toLocalInput(draft.dueAt) : ''}
            error={error('dueAt')}
            onChange={(event) => change({ dueAt: fromLocalInput(event.target.value) })}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Öğrenciler sonucu ne zaman görsün?</Trans>
        </legend>
        <label className={styles.choice}>
          <input
            type="radio"
            className={styles.choiceInput}
            name="reveal"
            checked={draft.reveal === 'after_grading'}
            onChange={() => change({ reveal: 'after_grading' })}
          />
          <Trans>Ben değerlendirince ya da son teslim geçince (önerilen)</Trans>
        </label>
        <label className={styles.choice}>
          <input type="radio" className={styles.choiceInput} name="reveal" checked={draft.reveal === 'at_once'} onChange={() => change({ reveal: 'at_once' })} />
          <Trans>Teslim edince hemen (alıştırma için)</Trans>
        </label>
        <p className={styles.muted}>
          <Trans>Hemen gösterilen sonuçtan öğrenciler doğru cevapları tek tek deneyerek bulabilir; notlu ödevlerde önerilen seçeneği kullanın.</Trans>
        </p>
      </fieldset>
      {create.error ? <FormAlert>{create.error instanceof ApiError ? create.error.message : t`Ödev kaydedilemedi.`}</FormAlert> : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? <Trans>Kaydediliyor…</Trans> : draft.when === 'draft' ? <Trans>Taslağı kaydet</Trans> : <Trans>Ödevi ver</Trans>}
        </Button>
      </div>
    </form>
  );
}

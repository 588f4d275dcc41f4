import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EXPERIMENT_PARTS, type ContentKind, type ContentRef, type ExperimentPart } from '@/shared/api/classroom.ts';
import { Spinner } from '@/shared/ui/Spinner.tsx';
import { PART_LABELS } from '../../content/labels.ts';
import { LoadError } from './QueryStates.tsx';
import { useAssignableContent } from './useAssignableContent.ts';
import * as layout from './layout.css.ts';
import * as forms from './form.css.ts';
import * as field from '@/shared/ui/form/Field.css.ts';

type Props = { value: ContentRef; onChange: (next: ContentRef) => void; allowFree: boolean; allowPart: boolean };

/** Pick what a lesson or an assignment is about: an experiment (whole or one of its six parts), a tool, or a free task. */
export function ContentPicker({ value, onChange, allowFree, allowPart }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  const content = useAssignableContent();
  const kinds: { value: ContentKind; label: string }[] = [
    { value: 'experiment', label: t`Deney` },
    { value: 'tool', label: t`Araç` },
    ...(allowFree ? [{ value: 'free' as const, label: t`Serbest görev` }] : []),
  ];
  // A grade holds dozens of items across three strands: one group per grade and strand (science, maths, programming,
  // the library's order).
  const groups = new Map<string, { label: string; grade: number; experiments: typeof content.experiments }>();
  for (const experiment of content.experiments) {
    const key = `${experiment.grade}-${experiment.strand.id}`;
    const grade = experiment.grade;
    const strand = i18n._(experiment.strand);
    const group = groups.get(key) ?? { label: t`${grade}. sınıf · ${strand}`, grade, experiments: [] };
    groups.set(key, group);
    group.experiments.push(experiment);
  }
  const byGrade = [...groups].sort(([, a], [, b]) => a.grade - b.grade);

  return (
    <div className={layout.section}>
      <div className={layout.chips} role="radiogroup" aria-label={t`İçerik türü`}>
        {kinds.map((kind) => (
          <label key={kind.value} className={forms.choice}>
            <input
              type="radio"
              className={forms.choiceInput}
              name={`${id}-kind`}
              checked={value.kind === kind.value}
              onChange={() => onChange({ kind: kind.value, ref: null, part: null })}
            />
            {kind.label}
          </label>
        ))}
      </div>
      {!content.ready && value.kind !== 'free' ? (
        content.failure ? (
          <LoadError error={content.failure.error} onRetry={content.retry} />
        ) : (
          <Spinner label={t`İçerikler yükleniyor...`} />
        )
      ) : null}
      {content.ready && value.kind === 'experiment' ? (
        <div className={forms.formGrid}>
          <div className={field.field}>
            <label htmlFor={`${id}-experiment`} className={field.label}>
              <Trans>Deney</Trans>
            </label>
            <select
              id={`${id}-experiment`}
              className={field.control}
              value={value.ref ?? ''}
              onChange={(event) => onChange({ ...value, ref: event.target.value || null })}
            >
              <option value="">{t`Bir deney seçin`}</option>
              {byGrade.map(([key, group]) => (
                <optgroup key={key} label={group.label}>
                  {group.experiments.map((experiment) => (
                    <option key={experiment.id} value={experiment.id}>
                      {experiment.icon} {i18n._(experiment.title)}
                      {experiment.unit ? ` (${i18n._(experiment.unit)})` : ''}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          {allowPart ? (
            <div className={field.field}>
              <label htmlFor={`${id}-part`} className={field.label}>
                <Trans>Hangi bölümü?</Trans>
              </label>
              <select
                id={`${id}-part`}
                className={field.control}
                value={value.part ?? ''}
                onChange={(event) => onChange({ ...value, part: (event.target.value || null) as ExperimentPart | null })}
              >
                <option value="">{t`Deneyin tamamı`}</option>
                {EXPERIMENT_PARTS.map((part) => (
                  <option key={part} value={part}>
                    {i18n._(PART_LABELS[part])}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      ) : null}
      {content.ready && value.kind === 'tool' ? (
        <div className={field.field}>
          <label htmlFor={`${id}-tool`} className={field.label}>
            <Trans>Araç</Trans>
          </label>
          <select
            id={`${id}-tool`}
            className={field.control}
            value={value.ref ?? ''}
            onChange={(event) => onChange({ kind: 'tool', ref: event.target.value || null })}
          >
            <option value="">{t`Bir araç seçin`}</option>
            {content.tools.map((tool) => (
              <option key={tool.id} value={tool.id}>
                {tool.icon} {i18n._(tool.title)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { Button } from '@/shared/ui/Button.tsx';
import { EXPERIMENTS } from '../../content/library.ts';
import { STRAND_LABELS } from '../../content/strands.ts';
import { UNITS } from '../../content/units/index.ts';
import type { Grade, Subject } from '../../content/types.ts';
import type { LibrarySearch } from '../../model/librarySearch.ts';
import { matchesFilters, unitChoices } from '../../model/libraryGroups.ts';
import * as styles from './library.css.ts';

const SUBJECTS: readonly Subject[] = ['science', 'maths', 'programming'];

/** Strand, grade and unit; each change keeps what still fits and drops a unit that no longer does. */
export function LibraryFilters({ filters, onChange }: { filters: LibrarySearch; onChange: (next: LibrarySearch) => void }) {
  const { t, i18n } = useLingui();
  const grades = [...new Set(EXPERIMENTS.filter((e) => !filters.subject || e.subject === filters.subject).map((e) => e.grade))].sort((a, b) => a - b);
  const units = unitChoices(EXPERIMENTS, UNITS, filters.subject, filters.grade);
  const count = EXPERIMENTS.filter((experiment) => matchesFilters(experiment, filters)).length;

  const change = (next: LibrarySearch) => {
    const merged = { ...filters, ...next };
    const keepUnit = merged.unit && unitChoices(EXPERIMENTS, UNITS, merged.subject, merged.grade).some((unit) => unit.id === merged.unit);
    const result: LibrarySearch = {};
    if (merged.subject) result.subject = merged.subject;
    if (merged.grade) result.grade = merged.grade;
    if (keepUnit) result.unit = merged.unit;
    onChange(result);
  };

  return (
    <form role="search" aria-label={t`Kütüphaneyi süz`} className={styles.filters} onSubmit={(event) => event.preventDefault()}>
      <SelectField
        label={<Trans>Ders</Trans>}
        value={filters.subject ?? ''}
        placeholder={t`Tüm dersler`}
        options={SUBJECTS.map((subject) => ({ value: subject, label: i18n._(STRAND_LABELS[subject]) }))}
        onChange={(event) => change({ subject: (event.target.value || undefined) as Subject | undefined })}
      />
      <SelectField
        label={<Trans>Sınıf</Trans>}
        value={filters.grade ? String(filters.grade) : ''}
        placeholder={t`Tüm sınıflar`}
        options={grades.map((grade) => ({ value: String(grade), label: t`${grade}. sınıf` }))}
        onChange={(event) => change({ grade: (Number(event.target.value) || undefined) as Grade | undefined })}
      />
      <SelectField
        label={<Trans>Ünite</Trans>}
        value={filters.unit ?? ''}
        placeholder={t`Tüm üniteler`}
        options={units.map((unit) => {
          const title = i18n._(unit.title);
          const grade = unit.grade;
          return { value: unit.id, label: filters.grade ? title : t`${grade}. sınıf: ${title}` };
        })}
        onChange={(event) => {
          const unit = UNITS.find((candidate) => candidate.id === event.target.value);
          // Choosing a unit also chooses its strand and grade, so the other two lists agree with it.
          onChange(unit ? { subject: unit.subject, grade: unit.grade, unit: unit.id } : { ...filters, unit: undefined });
        }}
      />
      <div className={styles.filterSummary}>
        <p className={styles.count} aria-live="polite">
          <Trans>{count} içerik</Trans>
        </p>
        {filters.subject || filters.grade || filters.unit ? (
          <Button variant="secondary" onClick={() => onChange({})}>
            <Trans>Süzgeçleri temizle</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

import type { ValidationErrors } from '@/shared/api/contract.ts';
import type { FieldErrors } from '@/shared/ui/form/formErrors.ts';
import type { DayOffField } from './dayOffForm.ts';

const FIELDS: readonly DayOffField[] = ['start', 'end', 'kind', 'label'];

/** The server names a refused field by its place in the list ("days_off.3.end"): the form shows the one being edited. */
export function dayOffServerErrors(errors: ValidationErrors, index: number): FieldErrors<DayOffField> {
  const mapped: FieldErrors<DayOffField> = {};
  for (const field of FIELDS) {
    const first = errors[`days_off.${index}.${field}`]?.[0];
    if (first) mapped[field] = first;
  }
  return mapped;
}

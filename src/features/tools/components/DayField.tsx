import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@/shared/ui/form/TextField.tsx';
import * as layout from './toolLayout.css.ts';

/** Equinoxes and solstices (rounded to the dates school books use), to compare the seasons. */
const SEASON_DAYS = [
  { monthDay: '03-21', label: msg`21 Mart` },
  { monthDay: '06-21', label: msg`21 Haziran` },
  { monthDay: '09-23', label: msg`23 Eylül` },
  { monthDay: '12-21', label: msg`21 Aralık` },
] as const;

type DayFieldProps = {
  /** "YYYY-MM-DD" */
  value: string;
  onChange: (dateKey: string) => void;
};

/** A date input plus quick buttons for the equinoxes and solstices of the chosen year. */
export function DayField({ value, onChange }: DayFieldProps) {
  const { t, i18n } = useLingui();
  const year = value.slice(0, 4);
  return (
    <div className={layout.tool}>
      <TextField
        type="date"
        label={t`Tarih`}
        value={value}
        required
        onChange={(event) => {
          // Clearing the field leaves the last valid day in place.
          if (event.target.value) onChange(event.target.value);
        }}
      />
      <fieldset className={layout.chipGroup}>
        <legend className={layout.chipLegend}>
          <Trans>Mevsimleri karşılaştırın</Trans>
        </legend>
        {SEASON_DAYS.map((day) => {
          const key = `${year}-${day.monthDay}`;
          return (
            <button key={day.monthDay} type="button" className={layout.chip} aria-pressed={value === key} onClick={() => onChange(key)}>
              {i18n._(day.label)}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@/shared/ui/form/SelectField.tsx';
import { CITIES_BY_NAME } from '../model/turkishCities.ts';

const OPTIONS = CITIES_BY_NAME.map((city) => ({ value: String(city.plate), label: city.name }));

type CityFieldProps = {
  /** Plate code of the chosen provincial capital. */
  plate: number;
  onChange: (plate: number) => void;
  className?: string;
};

/** A picker of the 81 provincial capitals. */
export function CityField({ plate, onChange, className }: CityFieldProps) {
  const { t } = useLingui();
  return (
    <SelectField label={t`Şehir`} options={OPTIONS} value={String(plate)} onChange={(event) => onChange(Number(event.target.value))} className={className} />
  );
}

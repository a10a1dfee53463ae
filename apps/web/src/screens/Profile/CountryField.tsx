import { ComboBox } from '@lingua/ui';
import { countries, countryLabel, normaliseCountry } from './countries';

const options = countries.map((country) => ({ id: country.code, label: countryLabel(country) }));

interface CountryFieldProps {
  /** The stored value: a two-letter code, or a legacy name that is normalised for display. */
  value: string;
  onChange: (code: string) => void;
  isInvalid?: boolean;
  errorMessage?: string;
}

/** The long country list with codes; type to filter ("spa" finds Spain (ES)). */
export function CountryField({ value, onChange, isInvalid, errorMessage }: CountryFieldProps) {
  const code = normaliseCountry(value);
  return (
    <ComboBox
      label="Country"
      options={options}
      selectedKey={code === '' ? null : code}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      emptyText="No country matches"
    />
  );
}

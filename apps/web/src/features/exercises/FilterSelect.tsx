import { Select } from '@lingua/ui';

const ANY = '__any';

interface FilterSelectProps {
  label: string;
  /** The chosen value; `''` is "All". */
  value: string;
  values: readonly string[];
  onChange: (value: string) => void;
  /** @default 'All' */
  anyLabel?: string;
}

/** A filter over values found in the data, with an "All" choice that clears it. */
export function FilterSelect({
  label,
  value,
  values,
  onChange,
  anyLabel = 'All',
}: FilterSelectProps) {
  return (
    <Select
      label={label}
      options={[{ id: ANY, label: anyLabel }, ...values.map((id) => ({ id, label: id }))]}
      selectedKey={value === '' ? ANY : value}
      onSelectionChange={(key) => onChange(key === ANY || key === null ? '' : String(key))}
    />
  );
}

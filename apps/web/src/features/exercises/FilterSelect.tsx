import { Select } from '@lingua/ui';
import { useText } from '../../i18n/useText';

const ANY = '__any';

interface FilterSelectProps {
  label: string;
  /** The chosen value; `''` is "All". */
  value: string;
  values: readonly string[];
  onChange: (value: string) => void;
  /** How a value reads in the interface language (a language's or type's name). @default as is */
  labelOf?: ((value: string) => string) | undefined;
  /** @default "All" in the interface language */
  anyLabel?: string | undefined;
}

/** A filter over values found in the data, with an "All" choice that clears it. */
export function FilterSelect({
  label,
  value,
  values,
  onChange,
  labelOf = (id) => id,
  anyLabel,
}: FilterSelectProps) {
  const t = useText();
  return (
    <Select
      label={label}
      options={[
        { id: ANY, label: anyLabel ?? t('exercises.filters.all') },
        ...values.map((id) => ({ id, label: labelOf(id) })),
      ]}
      selectedKey={value === '' ? ANY : value}
      onSelectionChange={(key) => onChange(key === ANY || key === null ? '' : String(key))}
    />
  );
}

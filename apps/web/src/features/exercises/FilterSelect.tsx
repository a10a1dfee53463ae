import { NativeSelect } from '@lingua/ui';
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

/**
 * A filter over values found in the data, with an "All" choice that clears it. The browser's own
 * select: a plain choice, and the libraries' first views stay without react-aria's list box.
 */
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
    <NativeSelect
      label={label}
      options={[
        { id: ANY, label: anyLabel ?? t('exercises.filters.all') },
        ...values.map((id) => ({ id, label: labelOf(id) })),
      ]}
      value={value === '' ? ANY : value}
      onChange={(event) => onChange(event.target.value === ANY ? '' : event.target.value)}
    />
  );
}

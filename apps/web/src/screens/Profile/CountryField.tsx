import { ComboBox } from '@lingua/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../../i18n/useText';
import { countriesIn, countryLabel, normaliseCountry } from './countries';

interface CountryFieldProps {
  /** The stored value: a two-letter code, or a legacy name that is normalised for display. */
  value: string;
  onChange: (code: string) => void;
  isInvalid?: boolean;
  errorMessage?: string;
}

/**
 * The long country list with codes, named in the interface language; type to filter ("spa"
 * finds Spain (ES), "esp" España (ES)).
 */
export function CountryField({ value, onChange, isInvalid, errorMessage }: CountryFieldProps) {
  const t = useText();
  const { locale } = useIntl();
  const options = useMemo(
    () =>
      countriesIn(locale).map((country) => ({ id: country.code, label: countryLabel(country) })),
    [locale],
  );
  const code = normaliseCountry(value);
  return (
    <ComboBox
      label={t('profile.country')}
      options={options}
      selectedKey={code === '' ? null : code}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
      emptyText={t('profile.noCountry')}
    />
  );
}

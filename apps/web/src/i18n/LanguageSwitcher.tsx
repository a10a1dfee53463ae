import { isLocale, localeNames, locales } from '@lingua/i18n';
import { Select } from '@lingua/ui';
import { useLocale } from './LocaleProvider';
import { useText } from './useText';

const options = locales.map((locale) => ({ id: locale, label: localeNames[locale] }));

/**
 * The anonymous pages' language picker: each language by its own name, so a visitor who reads
 * only that one finds it. The choice is kept in this browser.
 */
export function LanguageSwitcher() {
  const { locale, setLocale } = useLocale();
  const t = useText();
  return (
    <Select
      label={t('language.label')}
      options={options}
      selectedKey={locale}
      onSelectionChange={(key) => {
        if (isLocale(key)) void setLocale(key);
      }}
    />
  );
}

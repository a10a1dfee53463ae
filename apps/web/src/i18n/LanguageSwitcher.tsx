import { isLocale, localeNames, locales } from '@lingua/i18n';
import { NativeSelect } from '@lingua/ui';
import { useLocale } from './LocaleProvider';
import { useText } from './useText';

const options = locales.map((locale) => ({ id: locale, label: localeNames[locale], lang: locale }));

/**
 * The anonymous pages' language picker: each language by its own name, so a visitor who reads
 * only that one finds it. The choice is kept in this browser. The browser's own select keeps the
 * sign-in pages light (docs/decisions.md).
 */
export function LanguageSwitcher({ disabled }: { disabled?: boolean }) {
  const { locale, setLocale } = useLocale();
  const t = useText();
  return (
    <NativeSelect
      label={t('language.label')}
      options={options}
      value={locale}
      disabled={disabled}
      onChange={(event) => {
        const chosen = event.target.value;
        if (isLocale(chosen)) void setLocale(chosen);
      }}
    />
  );
}

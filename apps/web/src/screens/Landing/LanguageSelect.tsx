import { localeNames, locales } from '@lingua/i18n';
import { NativeSelect } from '@lingua/ui';
import { useIntl } from 'react-intl';
import { useText } from '../../i18n/useText';

const options = locales.map((locale) => ({ id: locale, label: localeNames[locale], lang: locale }));

/**
 * The pre-rendered page's language choice: a native select that works without React
 * (`enhanceLanding` opens the app in the chosen language). Each language by its own name.
 */
export function LanguageSelect() {
  const t = useText();
  const { locale } = useIntl();
  return (
    <NativeSelect
      label={t('language.label')}
      options={options}
      data-action="language"
      defaultValue={locale}
    />
  );
}

import { localeNames, locales } from '@lingua/i18n';
import { useIntl } from 'react-intl';
import { useText } from '../../i18n/useText';
import * as styles from './LandingFooter.css';

/**
 * The pre-rendered page's language choice: a native select that works without React
 * (`enhanceLanding` opens the app in the chosen language). Each language by its own name.
 */
export function LanguageSelect() {
  const t = useText();
  const { locale } = useIntl();
  return (
    <label className={styles.languageLabel}>
      {t('language.label')}
      <select className={styles.languageSelect} data-action="language" defaultValue={locale}>
        {locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeNames[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

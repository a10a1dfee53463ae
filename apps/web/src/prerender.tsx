import { englishCatalogue } from '@lingua/i18n/english';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { LandingPage } from './screens/Landing/LandingPage';
import { LanguageSelect } from './screens/Landing/LanguageSelect';

export { defaultThemeClass } from './styles/theme';

/**
 * The landing page as HTML, written into dist/index.html by scripts/prerender.mjs: in English,
 * the page's `<html lang>`. Visitors in another language get it from the app instead (see
 * public/route-gate.js), so this HTML holds one language only.
 */
export function renderLanding(): string {
  return renderToStaticMarkup(
    <IntlProvider locale="en" defaultLocale="en" messages={englishCatalogue}>
      <Router ssrPath="/">
        <LandingPage languageSwitcher={<LanguageSelect />} />
      </Router>
    </IntlProvider>,
  );
}

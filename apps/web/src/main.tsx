import { loadCatalogue } from '@lingua/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InspectorContext, loadInspector } from './app/inspector';
import { LocaleProvider } from './i18n/LocaleProvider';
import { browserInitialLocale } from './i18n/localePreference';
import { AppRouter } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// boot.ts started the catalogue's download beside this module's; the first paint is translated.
const locale = browserInitialLocale();
const [inspect, catalogue] = await Promise.all([loadInspector(), loadCatalogue(locale)]);

createRoot(container).render(
  <StrictMode>
    <InspectorContext.Provider value={inspect}>
      <LocaleProvider locale={locale} catalogue={catalogue}>
        <AppRouter />
      </LocaleProvider>
    </InspectorContext.Provider>
  </StrictMode>,
);

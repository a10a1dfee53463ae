import { loadCatalogue } from '@lingua/i18n/load';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InspectorContext, loadInspector } from './app/inspector';
import { LocaleProvider } from './i18n/LocaleProvider';
import { browserInitialLocale } from './i18n/localePreference';
import { routeCatalogueParts } from './routeModules';
import { AppRouter } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// boot.ts started the download of the catalogue's core and the route's parts beside this
// module's; the first paint is translated. Other routes' parts come when they are opened.
const locale = browserInitialLocale();
const parts = routeCatalogueParts(window.location.pathname);
const [inspect, catalogue] = await Promise.all([loadInspector(), loadCatalogue(locale, parts)]);

createRoot(container).render(
  <StrictMode>
    <InspectorContext.Provider value={inspect}>
      <LocaleProvider locale={locale} catalogue={catalogue} parts={parts}>
        <AppRouter />
      </LocaleProvider>
    </InspectorContext.Provider>
  </StrictMode>,
);

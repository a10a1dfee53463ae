import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InspectorContext, loadInspector } from './app/inspector';
import { AppRouter } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const inspect = await loadInspector();

createRoot(container).render(
  <StrictMode>
    <InspectorContext.Provider value={inspect}>
      <AppRouter />
    </InspectorContext.Provider>
  </StrictMode>,
);

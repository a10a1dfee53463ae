import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { LandingPage } from './screens/Landing/LandingPage';

export { defaultThemeClass } from './styles/theme';

/** The landing page as HTML, written into dist/index.html by scripts/prerender.mjs. */
export function renderLanding(): string {
  return renderToStaticMarkup(
    <Router ssrPath="/">
      <LandingPage />
    </Router>,
  );
}

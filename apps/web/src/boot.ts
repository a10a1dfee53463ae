import '@lingua/ui/fonts';
import { enhanceLanding, landingRootId } from './screens/Landing/enhanceLanding';
import { themeClass } from './styles/theme';
import './styles/global.css';
import './styles/prerenderedLanding.css';

// The landing page's styles ship with this small entry so the pre-rendered page is styled
// without downloading React or the app.
import.meta.glob('./screens/Landing/*.css.ts', { eager: true });

// Light until the settings screen exists to choose another theme.
document.documentElement.classList.add(themeClass('light'));

const prerendered = document.getElementById(landingRootId);
if (prerendered && window.location.pathname === '/') {
  enhanceLanding(prerendered);
} else {
  // Every other path (and / in development, where nothing is pre-rendered) is the React app.
  prerendered?.remove();
  void import('./main');
}

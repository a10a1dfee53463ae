import '@lingua/ui/fonts';
import { earlyRoomSettled } from './features/rooms/earlyRoom';
import { browserInitialLocale, LOCALE_KEY } from './i18n/localePreference';
import { preloadRoute, routeCatalogueParts } from './routeModules';
import { landingRootId } from './screens/Landing/landingRootId';
import { shellId } from './shellId';
import { defaultThemeClass } from './styles/theme';
import './styles/global.css';
import './styles/prerenderedLanding.css';

// The landing page's styles ship with this small entry so the pre-rendered page is styled
// without downloading React or the app.
import.meta.glob('./screens/Landing/*.css.ts', { eager: true });

/** How long the app's downloads wait for the room page's early room (public/early-room.js). */
const EARLY_ROOM_WAIT_MS = 1000;

// The build writes this class into index.html, so the first paint has the theme's spacing and
// colours; in development nothing is pre-rendered and it arrives here.
document.documentElement.classList.add(defaultThemeClass);

const prerendered = document.getElementById(landingRootId);
// public/route-gate.js marked every path but / (and / for a visitor in another language than
// the pre-rendered English) as the app's before anything painted.
if (
  prerendered &&
  window.location.pathname === '/' &&
  document.documentElement.dataset.route !== 'app'
) {
  // Imported here, not at the top: the app's paths never run it. The pre-rendered page is
  // already painted and its links work without it, so it can arrive a moment later.
  void import('./screens/Landing/enhanceLanding').then(({ enhanceLanding }) =>
    enhanceLanding(prerendered, {
      // The pre-rendered page is English: another language is the app's landing, after a reload.
      onLanguageChange(language) {
        window.localStorage.setItem(LOCALE_KEY, language);
        window.location.reload();
      },
    }),
  );
} else {
  // Every other path (and / in development, where nothing is pre-rendered) is the React app.
  prerendered?.remove();
  // With a pre-rendered frame on screen, the app's downloads start once it has painted (with the
  // room's name on the room page): until then they would share the phone's bandwidth with the
  // frame's styles, font and the room.
  if (handOverShell()) {
    void earlyRoomSettled(EARLY_ROOM_WAIT_MS).then(() =>
      requestAnimationFrame(() => setTimeout(startApp)),
    );
  } else startApp();
}

function startApp(): void {
  const { pathname } = window.location;
  preloadRoute(pathname);
  // Imported here, not at the top: its table of every language's parts stays off the
  // pre-rendered landing page, which needs none of them.
  void import('@lingua/i18n/load').then(({ loadCatalogue }) =>
    loadCatalogue(browserInitialLocale(), routeCatalogueParts(pathname)),
  );
  void import('./main');
}

/**
 * A route's pre-rendered frame (a sign-in page's card and heading, in English) stays on screen
 * while the app loads, and the app stays hidden under it until it has drawn its page (its
 * heading): then one swaps for the other before the next paint, with the same heading at the
 * same size (no second, later paint of the largest text), and no spinner in between. Whether
 * there is a frame on screen.
 */
function handOverShell(): boolean {
  const shell = document.getElementById(shellId);
  const root = document.getElementById('root');
  if (!shell || !root) return false;
  if (document.documentElement.dataset.shell === 'hidden') {
    shell.remove();
    return false;
  }
  root.hidden = true;
  const handOver = () => {
    observer.disconnect();
    clearTimeout(fallback);
    shell.remove();
    root.hidden = false;
  };
  // A page still loading what its heading names (the room page's "Room details") is not the
  // frame's heading yet.
  const observer = new MutationObserver(() => {
    const headings = [...root.querySelectorAll('h1')];
    if (headings.some((heading) => !heading.closest('[aria-busy="true"]'))) handOver();
  });
  observer.observe(root, { childList: true, subtree: true });
  // Whatever the app shows after a while (a page without a heading, a message), it shows it: the
  // frame's controls do nothing.
  const fallback = setTimeout(handOver, 10_000);
  return true;
}

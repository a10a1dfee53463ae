// Loaded before the body is parsed: the pre-rendered landing page in index.html is also what
// the server's history fallback sends for an unknown path, and must not flash there.
// It is English, so it must not flash either for a visitor who reads Lingua in another
// language: the app renders / for them (src/boot.ts). The choice mirrors
// src/i18n/localePreference.ts (routeGate.test.ts keeps the two in step).
(() => {
  const locales = ['en', 'es', 'fr', 'de', 'it', 'pt'];
  function stored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null; // Storage unavailable: the browser's languages decide.
    }
  }
  function savedLanguage() {
    try {
      const settings = JSON.parse(stored('settings') || 'null');
      return settings ? settings.language : undefined;
    } catch {
      return undefined;
    }
  }
  function language() {
    const saved = savedLanguage();
    if (locales.includes(saved)) return saved;
    const chosen = stored('locale');
    if (locales.includes(chosen)) return chosen;
    const tags = navigator.languages || [navigator.language];
    for (const tag of tags) {
      const primary = String(tag).trim().toLowerCase().split('-')[0];
      if (locales.includes(primary)) return primary;
    }
    return 'en';
  }
  const english = language() === 'en';
  if (window.location.pathname !== '/' || !english) {
    document.documentElement.setAttribute('data-route', 'app');
  }
  // A route's pre-rendered frame (a sign-in page's heading) is English too: the app draws it in
  // the visitor's language instead.
  if (!english) document.documentElement.setAttribute('data-shell', 'hidden');
})();

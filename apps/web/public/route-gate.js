// Loaded before the body is parsed: the pre-rendered landing page in index.html is also what
// the server's history fallback sends for every app route, and must not flash on those.
if (window.location.pathname !== '/') document.documentElement.setAttribute('data-route', 'app');

import { options } from 'preact';

/**
 * `react-dom/client` in the browser's build (vite.config.ts), on Preact. Preact runs `useEffect`
 * callbacks and cleanups a frame after its render; React runs them at once after an event a
 * person makes (a key, a click). react-aria counts on that: closing a modal dialog removes the
 * page's `inert` in an effect's cleanup, and gives the focus back to the button that opened it
 * in the next frame, which fails while the page is still inert. Effects here run in the
 * microtask after the render, before any frame.
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

export { createRoot, hydrateRoot } from 'preact/compat/client';

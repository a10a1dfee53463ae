import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Screenshots must not depend on timing: no caret, transitions or animations.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  caret-color: transparent !important;
  transition: none !important;
  animation: none !important;
}`;
document.head.append(freeze);

/**
 * Stories of a file share one page, and react-aria remembers the last input modality page-wide,
 * which decides whether focus rings show. Start every story as a fresh page would: as if by
 * keyboard, so a story's screenshot does not depend on the story before it.
 */
beforeEach(() => {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
});

/**
 * The element to photograph: the story's own box, or the whole viewport when the story opened
 * something in a portal (dialogs, popovers, toasts) that lives outside it.
 */
function screenshotTarget(): HTMLElement {
  const root = document.querySelector<HTMLElement>('[data-story-root]');
  if (!root) return document.body;
  const container = root.closest('body > *');
  const hasPortal = [...document.body.children].some(
    (child) =>
      child !== container &&
      child instanceof HTMLElement &&
      child.tagName !== 'SCRIPT' &&
      // Visually hidden live regions are 1px boxes; overlays are bigger.
      child.getBoundingClientRect().height > 1,
  );
  if (!hasPortal) return root;
  document.body.style.minBlockSize = '100vh';
  return document.body;
}

/**
 * Stories are photographed unless tagged `!screenshot` (preview.tsx gives every story the
 * `screenshot` tag): an interaction story whose end state another story already shows is
 * checked by its play function and axe alone (docs/testing.md).
 */
function isPhotographed(context: object): boolean {
  const tags = (context as { story?: { tags?: string[] } }).story?.tags;
  return tags === undefined || tags.includes('screenshot');
}

/** What the page looked like to the code when a screenshot differed, for the run's log. */
function describePage(): string {
  const html = document.documentElement;
  const portals = [...document.body.children].map(
    (child) => `${child.tagName.toLowerCase()}.${child.getAttribute('class') ?? ''}`,
  );
  return `html class="${html.className}" dir=${html.dir} style="${html.getAttribute('style') ?? ''}" scroll=${window.scrollX},${window.scrollY} body children: ${portals.join(' ')}`;
}

// Visual regression: every story, after its play function, against the committed baseline.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail' || !isPhotographed(context)) return;
  await document.fonts.ready;
  try {
    await expect
      .element(page.elementLocator(screenshotTarget()))
      .toMatchScreenshot(context.task.name);
  } catch (error) {
    console.warn(`[screenshot] ${context.task.name} differs; ${describePage()}`);
    throw error;
  } finally {
    document.body.style.minBlockSize = '';
  }
});

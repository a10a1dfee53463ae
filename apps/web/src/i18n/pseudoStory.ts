import { expect, waitFor } from 'storybook/test';
import { untranslatedTexts } from './pseudoCheck';

export { pseudoOf } from '@lingua/i18n/pseudo';

/** What the page shows of the story: its root and any portal, not Storybook's own panels. */
function storyParts(): Element[] {
  return [...document.body.children].filter(
    (element) =>
      element.id !== 'storybook-docs' &&
      ![...element.classList].some((name) => name.startsWith('sb-')),
  );
}

/** Story globals that render a story in the pseudo-locale. */
export const pseudoLocale = { locale: 'pseudo' } as const;

/**
 * The pseudo-locale check of a screen: once `ready` (the screen's data shown), no text or label
 * on the page (portals included) bypassed the catalogue. `data`: the story's values that
 * messages carry inside them (names in labels, dates), which stay as they are.
 */
export async function expectOnlyCatalogueText(
  ready: () => Promise<unknown> | unknown,
  data: readonly string[] = [],
) {
  // A dialog fetched on its first opening may take a few seconds on a loaded machine.
  await waitFor(ready, { timeout: 10_000 });
  await expect(storyParts().flatMap((part) => untranslatedTexts(part, data))).toEqual([]);
}

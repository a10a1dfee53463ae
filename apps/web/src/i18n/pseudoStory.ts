import { expect, waitFor } from 'storybook/test';
import { untranslatedTexts } from './pseudoCheck';

/** Story globals that render a story in the pseudo-locale. */
export const pseudoLocale = { locale: 'pseudo' } as const;

/**
 * The pseudo-locale check of a screen: once `ready` (the screen's data shown), no text or label
 * on the page (portals included) bypassed the catalogue.
 */
export async function expectOnlyCatalogueText(ready: () => Promise<unknown> | unknown) {
  await waitFor(ready);
  await expect(untranslatedTexts(document.body)).toEqual([]);
}

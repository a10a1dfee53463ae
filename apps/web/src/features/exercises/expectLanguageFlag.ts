import { expect, waitFor, within } from 'storybook/test';

/**
 * For stories: `card` writes `language` as text with its SVG flag drawn beside it as an image,
 * and holds no emoji flag (regional-indicator letters, boxes on most school computers).
 */
export async function expectLanguageFlag(card: HTMLElement, language: string) {
  const badge = within(card).getByText(language);
  const flag = badge.querySelector('img');
  await expect(flag).not.toBeNull();
  await expect(flag?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  await expect(flag).toBeVisible();
  await waitFor(() => expect(flag?.naturalWidth).toBeGreaterThan(0));
  await expect(card.textContent).not.toMatch(/\p{Regional_Indicator}/u);
}

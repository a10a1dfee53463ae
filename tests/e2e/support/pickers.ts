import { expect, type Locator, type Page } from '@playwright/test';
import { tabTo } from './keyboard';

/**
 * Chooses `option` in a react-aria Select by keyboard alone: Tab to its button, Enter opens the
 * list, arrow keys move to the option, Enter picks it. Fails when the option is never reached.
 */
export async function chooseByKeyboard(
  page: Page,
  trigger: Locator,
  option: string,
  maxPresses = 20,
): Promise<void> {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const target = page.getByRole('option', { name: option, exact: true });
  await expect(target).toBeVisible();
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target, `${option} reached with the arrow keys`).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toContainText(option);
}

import type { Locator, Page } from '@playwright/test';

/** The figure a stat tile shows under `label` (ui's StatCard: a `<dt>` and its `<dd>`). */
export function statValue(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The bars of a chart (ui's BarChart, a figure named by its title): one item per bar. */
export function chartBars(page: Page, title: string): Locator {
  return page.getByRole('figure', { name: title }).getByRole('listitem');
}

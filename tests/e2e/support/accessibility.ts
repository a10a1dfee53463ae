import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeCheckOptions {
  /** Checks only this part of the page (a CSS selector), e.g. an open dialog. */
  include?: string;
}

/**
 * Runs axe on the page as it is now and fails with a readable list of every violation: rule,
 * impact, help text and the offending elements.
 */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}) {
  // react-aria's live announcer keeps pointing at a chosen option for a few seconds after its
  // list closes; screen readers have read it by then (Storybook's axe skips it the same way).
  let builder = new AxeBuilder({ page }).exclude('[data-live-announcer]');
  if (options.include) builder = builder.include(options.include);
  await settleEntrances(page);
  expectNone((await builder.analyze()).violations, page);
}

/**
 * Lets fades and slides (under a second) end first: axe measures a half-faded text's contrast
 * as it is at that instant, which no reader is left looking at. Longer animations (a progress
 * bar over a whole tour step) are not waited for.
 */
async function settleEntrances(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().duration) <= 1000)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * No image without a name anywhere on the page, react-aria's live announcer included: a pending
 * button is announced there by reference, and the reference must not outlive the button.
 */
export async function expectNoNamelessImages(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withRules(['role-img-alt', 'image-alt', 'svg-img-alt'])
    .analyze();
  expectNone(violations, page);
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function expectNone(violations: Violation[], page: Page) {
  const readable = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `  - ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n')}`,
  );
  expect(readable, `axe violations on ${page.url()}`).toEqual([]);
}

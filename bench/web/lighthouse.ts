import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import type { LighthouseResult } from '../lib/results';
import type { StoredSession } from './session';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export interface LighthousePage {
  name: string;
  path: string;
  /** Put in localStorage before the run (a signed-in page). */
  session?: StoredSession;
}

/** Puts a session in the origin's localStorage through the DevTools port Lighthouse will use. */
async function storeSession(port: number, origin: string, session: StoredSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // A JSON answer of the same origin: storage is set without loading the app (cold cache).
    await page.goto(`${origin}/api/health`);
    await page.evaluate((entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, session);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run (its default mobile emulation and simulated throttling) in a fresh
 * Chromium, so every page starts with an empty cache.
 */
export async function runLighthouse(
  baseUrl: string,
  target: LighthousePage,
): Promise<LighthouseResult> {
  const first = await runLighthouseOnce(baseUrl, target);
  // Lighthouse's own trace sometimes misses the navigation (NO_NAVSTART: "Please run Lighthouse
  // again"); one more run in a fresh browser, as it asks.
  return first.status === 'failed' && /NO_NAVSTART/.test(first.note ?? '')
    ? runLighthouseOnce(baseUrl, target)
    : first;
}

async function runLighthouseOnce(
  baseUrl: string,
  target: LighthousePage,
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    if (target.session) await storeSession(chrome.port, baseUrl, target.session);
    const run = await lighthouse(`${baseUrl}${target.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Keep the session stored above; the cache is still empty in this new browser.
      disableStorageReset: Boolean(target.session),
    });
    if (!run) throw new Error('Lighthouse returned no result');
    const { categories, audits, runtimeError } = run.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    const score = (id: string) => {
      const value = categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : undefined;
    };
    const numeric = (id: string) => audits[id]?.numericValue;
    return {
      name: target.name,
      path: target.path,
      status: 'measured',
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } catch (error) {
    return {
      name: target.name,
      path: target.path,
      status: 'failed',
      note: (error as Error).message.split('\n')[0] ?? 'failed',
    };
  } finally {
    chrome.kill();
  }
}

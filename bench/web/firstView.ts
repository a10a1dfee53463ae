import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright';
import type { Sizes, ViewResult } from '../lib/results';
import type { Sessions } from './session';
import { PLACEHOLDER_TEXT, type View } from './views';

/** Sizes as a static host would serve the file precompressed (gzip -9, brotli -q 11). */
export function compressedSizes(body: Buffer): Sizes {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

const emptySizes = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });

/** A string of @statelyai/inspect's code that minification keeps (its inspector's address). */
const INSPECTOR_MARK = 'stately.ai/inspect';

function add(total: Sizes, more: Sizes) {
  total.raw += more.raw;
  total.gzip += more.gzip;
  total.brotli += more.brotli;
}

function assetKind(response: Response): 'js' | 'css' | undefined {
  const type = response.request().resourceType();
  const path = new URL(response.url()).pathname;
  if (type === 'script' || path.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css';
  return undefined;
}

/**
 * Opens a view in a new browser context (empty cache, the session already in localStorage)
 * and adds up the JS and CSS it downloads until the network is idle.
 */
export async function measureView(
  browser: Browser,
  baseUrl: string,
  view: View,
  sessions: Sessions,
): Promise<ViewResult> {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: view.signedInAs ? [{ origin, localStorage: sessions[view.signedInAs] }] : [],
    },
  });
  const result: ViewResult = {
    name: view.name,
    path: view.path,
    signedInAs: view.signedInAs,
    status: 'measured',
    js: emptySizes(),
    css: emptySizes(),
    files: 0,
    jsFiles: [],
    loadsInspector: false,
  };
  const seen = new Set<string>();
  const failedAssets: string[] = [];
  const pending: Promise<void>[] = [];
  let closing = false;
  const page = await context.newPage();
  page.on('response', (response) => {
    const kind = assetKind(response);
    if (!kind || seen.has(response.url())) return;
    seen.add(response.url());
    if (response.status() !== 200) {
      failedAssets.push(`${new URL(response.url()).pathname} answered ${response.status()}`);
      return;
    }
    pending.push(
      response.body().then(
        (body) => {
          if (kind === 'js' && body.includes(INSPECTOR_MARK)) result.loadsInspector = true;
          const sizes = compressedSizes(body);
          add(result[kind], sizes);
          if (kind === 'js') {
            result.jsFiles?.push({ path: new URL(response.url()).pathname, gzip: sizes.gzip });
          }
          result.files += 1;
        },
        (error: Error) => {
          // A body still on its way when the context closes is no failed download.
          if (!closing) failedAssets.push(`${new URL(response.url()).pathname}: ${error.message}`);
        },
      ),
    );
  });
  try {
    await page.goto(`${baseUrl}${view.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    const landedOn = new URL(page.url()).pathname;
    if (landedOn !== view.path) {
      return { ...result, status: 'failed', note: `redirected to ${landedOn}` };
    }
    if ((await page.getByText(PLACEHOLDER_TEXT).count()) > 0) {
      result.status = 'not built yet';
      result.note = 'route not built yet (placeholder screen)';
    } else if (view.open) {
      const missing = await view.open(page);
      if (missing) {
        result.status = 'not built yet';
        result.note = missing;
      }
      await page.waitForLoadState('networkidle');
    }
    await Promise.all(pending);
    result.jsFiles?.sort((a, b) => b.gzip - a.gzip);
    // A build replacing apps/web/dist during the run shows up as missing files or none at all.
    if (failedAssets.length > 0 || result.files === 0) {
      const note = failedAssets[0] ?? 'no JS or CSS downloaded';
      return { ...result, status: 'failed', note: `${note} (was apps/web/dist rebuilt?)` };
    }
    return result;
  } catch (error) {
    return { ...result, status: 'failed', note: (error as Error).message.split('\n')[0] };
  } finally {
    // A view that failed early still has bodies on their way: read before the context goes.
    await Promise.allSettled(pending);
    closing = true;
    await context.close();
  }
}

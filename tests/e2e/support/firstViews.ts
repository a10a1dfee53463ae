import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  firstViewFiles,
  type Manifest,
  type RouteEntry,
  readRouteTable,
} from '../../../apps/web/scripts/firstViewFiles.mjs';

/**
 * What each first view of the built web app downloads, read from the build itself (Vite's
 * manifest in apps/web/dist/.vite) instead of a browser: the chunks boot.ts, main.tsx and the
 * route's lazy imports start at once, with everything they import statically, and the
 * catalogue parts of the route in English (apps/web/scripts/firstViewFiles.mjs, as the build's
 * route pages read them). `pnpm bench:web` measures the same views in Chromium (the network's view
 * of it) and lists any file one counts and the other does not.
 */

/** Where the app keeps what this reads, relative to the repo root. */
export const webPaths = {
  routeTable: 'apps/web/src/routeModules.ts',
  dist: 'apps/web/dist',
  manifest: 'apps/web/dist/.vite/manifest.json',
} as const;

/** The manifest's keys are relative to apps/web (the Vite root). */
const landingModules = ['index.html', 'src/screens/Landing/enhanceLanding.ts'];

/** A first view: the modules its page starts, beside what every page of its kind loads. */
export interface FirstView {
  name: string;
  /** The route of the route table it opens (the landing page: `/`). */
  route: string;
  /** Modules opened after the page loaded, as the view's part (a dialog, a grid), relative to apps/web. */
  opens?: string[];
}

export interface ViewSize {
  name: string;
  /** Gzip -9 bytes of every JS file, added up (as a static host serves them precompressed). */
  jsGzip: number;
  /** The JS files (under dist/), largest first, with their gzip bytes. */
  files: { file: string; gzip: number }[];
}

export class FirstViewReader {
  private readonly manifest: Manifest;
  private readonly routes: RouteEntry[];
  private readonly gzipOf = new Map<string, number>();

  constructor(private readonly repoRoot: string) {
    this.manifest = JSON.parse(readFileSync(join(repoRoot, webPaths.manifest), 'utf8'));
    this.routes = readRouteTable(readFileSync(join(repoRoot, webPaths.routeTable), 'utf8'));
  }

  routeTable(): readonly RouteEntry[] {
    return this.routes;
  }

  /** The source modules a view starts loading, before their static imports. */
  startedModules(view: FirstView): string[] {
    if (view.route === '/') return landingModules;
    const route = this.routes.find((candidate) => candidate.path === view.route);
    if (!route) throw new Error(`${view.route} is not in ${webPaths.routeTable}`);
    return ['index.html', ...route.modules, ...(view.opens ?? [])];
  }

  /** The built JS files of `modules` and of everything they import statically. */
  filesOf(modules: readonly string[]): string[] {
    return firstViewFiles(this.manifest, modules).js;
  }

  size(view: FirstView): ViewSize {
    const files = this.filesOf(this.startedModules(view))
      .map((file) => ({ file, gzip: this.gzip(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    return { name: view.name, jsGzip: files.reduce((sum, file) => sum + file.gzip, 0), files };
  }

  private gzip(file: string): number {
    let bytes = this.gzipOf.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(this.repoRoot, webPaths.dist, file)), { level: 9 }).length;
      this.gzipOf.set(file, bytes);
    }
    return bytes;
  }
}

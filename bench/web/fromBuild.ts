import { FirstViewReader } from '../../tests/e2e/support/firstViews';
import { repoRoot } from '../lib/paths';
import type { ViewResult } from '../lib/results';
import type { View } from './views';

/**
 * The same views read from the build's manifest, as the size check of `pnpm test` reads them
 * (tests/e2e/support/firstViewBudgets.test.ts): the files one counts and the other does not
 * show where that check's model of a first view has drifted from what a browser downloads.
 */
export function addBuildFigures(results: ViewResult[], views: readonly View[]): void {
  const reader = new FirstViewReader(repoRoot);
  for (const result of results) {
    const view = views.find((candidate) => candidate.name === result.name);
    if (!view || !result.jsFiles) continue;
    const built = reader.size({ name: view.name, route: view.route, opens: view.opens });
    const inBuild = new Set(built.files.map(({ file }) => `/${file}`));
    const inBrowser = new Set(result.jsFiles.map(({ path }) => path));
    result.fromBuild = {
      jsGzip: built.jsGzip,
      onlyInBrowser: [...inBrowser].filter((path) => !inBuild.has(path)),
      onlyInBuild: [...inBuild].filter((path) => !inBrowser.has(path)),
    };
  }
}

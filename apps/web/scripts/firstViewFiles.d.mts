/** A chunk of Vite's manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export type Access = 'signedIn' | 'publicOnly' | 'everyone';

/** A route of apps/web/src/routeModules.ts, as written there. */
export interface RouteEntry {
  path: string;
  access: Access;
  parts: string[];
  /** The screen module's source, relative to apps/web (`src/screens/Login/LoginScreen.tsx`). */
  screen: string;
  /** The modules its first view starts (relative to apps/web, the Vite root). */
  modules: string[];
}

export function catalogueModule(part: string): string;
export function readRouteTable(source: string): RouteEntry[];
export function firstViewFiles(
  manifest: Manifest,
  modules: readonly string[],
): { js: string[]; css: string[] };

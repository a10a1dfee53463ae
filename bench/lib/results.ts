import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadResult } from '../api/load';
import type { ScenarioKind } from '../api/scenarios';
import type { FloorResult } from '../api/sqlFloor';
import type { SeedCounts } from '../seed/seed';
import type { DatabaseKind } from './databases';
import type { Machine } from './machine';
import { benchPaths } from './paths';

export interface ApiScenarioResult {
  id: string;
  label: string;
  kind: ScenarioKind;
  http: LoadResult;
  /** The route's query called directly at the same concurrency (room metrics only). */
  sql?: FloorResult;
}

export interface ApiTargetResult {
  kind: DatabaseKind;
  label: string;
  seedSeconds: number;
  counts: SeedCounts;
  scenarios: ApiScenarioResult[];
}

export interface ApiResults {
  connections: number;
  seconds: number;
  server: string;
  targets: ApiTargetResult[];
  /** Databases not measured, with the reason. */
  skipped: string[];
}

export interface StartRun {
  /** Milliseconds from spawn to the first 200 of GET /api/health. */
  fresh: number[];
  existing: number[];
}

export interface StartResults {
  server: string;
  runs: StartRun;
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export type ViewStatus = 'measured' | 'not built yet' | 'failed';

export interface ViewResult {
  name: string;
  path: string;
  signedInAs: 'teacher' | 'student' | null;
  status: ViewStatus;
  note?: string;
  js: Sizes;
  css: Sizes;
  files: number;
  /** Each JS file it downloaded (path under the origin) with its gzip bytes, largest first. */
  jsFiles?: { path: string; gzip: number }[];
  /** The same view read from the build's manifest (the size check of `pnpm test`). */
  fromBuild?: { jsGzip: number; onlyInBrowser: string[]; onlyInBuild: string[] };
  /** The view downloaded the dev-only XState inspector (@statelyai/inspect). */
  loadsInspector?: boolean;
}

export interface LighthouseResult {
  name: string;
  path: string;
  status: ViewStatus;
  note?: string;
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
}

export interface WebResults {
  views: ViewResult[];
  lighthouse: LighthouseResult[];
  chromium: string;
}

export interface ContentResults {
  exitCode: number;
  output: string;
}

export interface DistrictRun {
  instances: number;
  id: string;
  label: string;
  http: LoadResult;
}

export interface DistrictResults {
  connections: number;
  seconds: number;
  server: string;
  runs: DistrictRun[];
  skipped: string[];
}

export interface BenchResults {
  api: ApiResults;
  district: DistrictResults;
  start: StartResults;
  web: WebResults;
  content: ContentResults;
}

export type BenchName = keyof BenchResults;

export interface StepRun {
  name: BenchName;
  command: string;
  seconds: number;
  exitCode: number;
}

/** How a `pnpm bench` run went: kept beside the figures so the report can be rendered again. */
export interface RunRecord {
  startedAt: string;
  machine: Machine;
  /** 1-minute load average when the run ended (noise during the run). */
  loadAverageAfter: number;
  steps: StepRun[];
}

type Stored = BenchResults & { run: RunRecord };

const resultFile = (name: keyof Stored) => join(benchPaths.results, `${name}.json`);

export function writeResults<N extends keyof Stored>(name: N, results: Stored[N]): void {
  mkdirSync(benchPaths.results, { recursive: true });
  writeFileSync(resultFile(name), `${JSON.stringify(results, null, 2)}\n`);
}

export function readResults<N extends keyof Stored>(name: N): Stored[N] | undefined {
  const file = resultFile(name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Stored[N]) : undefined;
}

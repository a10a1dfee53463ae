export { type App, type BuildOptions, buildApp } from './app';
export { type Config, loadConfig } from './config';
export type { Db } from './db/db';
export { migrate, readMigrations } from './db/migrate';
export { openDb } from './db/openDb';

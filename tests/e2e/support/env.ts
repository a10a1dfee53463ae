/**
 * The global setup starts the server and the mail sink in the runner process; the test
 * workers it spawns afterwards inherit its environment, which is how they find both.
 */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  mailDir: 'E2E_MAIL_DIR',
  /** The run's copy of the web build, for journeys that start a server of their own. */
  webDist: 'E2E_WEB_DIST',
} as const;

export function readE2eEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value) {
    throw new Error(
      `${E2E_ENV[name]} is not set: run the journeys through playwright.config.ts, whose global setup starts the server.`,
    );
  }
  return value;
}

import { randomBytes } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { type AxeCheckOptions, expectNoAxeViolations } from './accessibility';
import { type Account, type Api, createApi } from './api';
import { storeSession } from './browserSession';
import { readE2eEnv } from './env';
import { createMailbox, type Mailbox } from './mailbox';

interface E2eServer {
  baseUrl: string;
  mailDir: string;
}

interface WorkerFixtures {
  /** The server and mail folder started by the global setup. */
  e2eServer: E2eServer;
}

interface TestFixtures {
  /**
   * The school's one public address, shared by every test as by every pupil of a school: the
   * browser and the API helpers send it as X-Forwarded-For (the server trusts its loopback proxy).
   */
  clientIp: string;
  api: Api;
  /** A fresh e-mail address nobody has used, e.g. newEmail('teacher'). */
  newEmail: (label?: string) => string;
  mailbox: Mailbox;
  /** A teacher with a completed profile (first name Maria), created on first use. */
  teacher: Account;
  /** A student with a completed profile (first name Tom), created on first use. */
  student: Account;
  /** Starts the browser signed in as `account`, as if it had logged in. */
  signIn: (account: Account) => Promise<void>;
  /** Fails the test when axe finds any violation on the page as it is now. */
  axe: (options?: AxeCheckOptions) => Promise<void>;
  /** Fails the test when the page throws or logs an error (a CSP refusal included). */
  pageErrors: undefined;
}

const runId = randomBytes(3).toString('hex');
/** A documentation address (RFC 5737) standing for a school's public address. */
const SCHOOL_ADDRESS = '203.0.113.10';
let emails = 0;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  e2eServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use({ baseUrl: readE2eEnv('baseUrl'), mailDir: readE2eEnv('mailDir') });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.baseUrl);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  clientIp: async ({}, use) => {
    await use(SCHOOL_ADDRESS);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },
  api: async ({ e2eServer, clientIp }, use) => {
    await use(createApi(e2eServer.baseUrl, clientIp, createMailbox(e2eServer.mailDir)));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  newEmail: async ({}, use, testInfo) => {
    await use((label = 'user') => {
      emails += 1;
      return `${label}.${runId}.w${testInfo.workerIndex}.${emails}@example.com`;
    });
  },
  mailbox: async ({ e2eServer }, use) => {
    await use(createMailbox(e2eServer.mailDir));
  },
  teacher: async ({ api, newEmail }, use) => {
    await use(
      await api.createAccount({ email: newEmail('teacher'), role: 'teacher', firstName: 'Maria' }),
    );
  },
  student: async ({ api, newEmail }, use) => {
    await use(
      await api.createAccount({ email: newEmail('student'), role: 'student', firstName: 'Tom' }),
    );
  },
  signIn: async ({ context, baseURL }, use) => {
    if (!baseURL) throw new Error('baseURL is not set');
    await use((account) => storeSession(context, baseURL, account));
  },
  axe: async ({ page }, use) => {
    await use((options) => expectNoAxeViolations(page, options));
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !isExpectedConsoleError(text)) {
          errors.push(`console: ${text}`);
        }
      });
      await use(undefined);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

function isExpectedConsoleError(text: string): boolean {
  // A refused request (401, 404...) is logged by the browser itself; the journeys check what
  // the user sees instead.
  return text.startsWith('Failed to load resource');
}

export { expect };

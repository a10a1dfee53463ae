import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { StartupError } from '../shared/startupError';
import { useTestServer } from '../test/testServer';

// Issue 30, findings 10 and 11: a proxy on another host left untrusted makes every pupil one
// address; a short JWT_SECRET and a metrics port on every interface were accepted silently.
const untrusted = useTestServer();
const behindProxy = useTestServer({ config: { trustProxy: ['loopback'] } });

const forwarded = (url: string) =>
  fetch(`${url}/api/health`, { headers: { 'x-forwarded-for': '203.0.113.7' } });

const warnings = (logs: Record<string, unknown>[]) =>
  logs.filter((line) => line.level === 40 && String(line.msg).includes('X-Forwarded-For'));

describe('a reverse proxy the server does not trust', () => {
  it('is named in one warning saying what to set, however many requests it forwards', async () => {
    await forwarded(untrusted.url);
    await forwarded(untrusted.url);
    const lines = warnings(untrusted.logs);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.msg).toContain('set TRUST_PROXY=127.0.0.1');
  });

  it('is not warned about once it is trusted', async () => {
    await forwarded(behindProxy.url);
    expect(warnings(behindProxy.logs)).toEqual([]);
  });
});

describe('settings refused or made safe at start-up', () => {
  it('refuses a JWT_SECRET shorter than 32 bytes with a clear message', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(StartupError);
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(
      'JWT_SECRET must be at least 32 bytes, not 12',
    );
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('serves metrics on this machine only unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsHost).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.3' }).metricsHost).toBe(
      '10.0.0.3',
    );
  });
});

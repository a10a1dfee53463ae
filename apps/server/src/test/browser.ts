/**
 * A browser for server tests: keeps cookies per host and port and follows redirects one at a
 * time, so a test can read or rewrite each address on the way (as a person tampering with
 * their address bar, or an attacker's link, would).
 */
export interface TestBrowser {
  /**
   * Opens `url` and follows redirects until `stop` says so (the address is returned then,
   * unopened) or a page answers; `rewrite` may change each address before it is opened.
   */
  walk(
    url: string,
    options: { stop: (next: URL) => boolean; rewrite?: (next: URL) => URL | undefined },
  ): Promise<URL>;
  /** The Cookie header this browser sends to `url`. */
  cookieFor(url: string): string;
}

export function createBrowser(
  /** Where a public address really is (APP_URL → the test server's port). */
  resolve: (url: URL) => URL = (url) => url,
): TestBrowser {
  const jar = new Map<string, Map<string, string>>();
  const cookieFor = (url: string) =>
    [...(jar.get(new URL(url).host) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');

  return {
    cookieFor,
    async walk(start, { stop, rewrite }) {
      let url = new URL(start);
      for (let hop = 0; hop < 20; hop += 1) {
        const target = resolve(url);
        const response = await fetch(target, {
          redirect: 'manual',
          headers: { cookie: cookieFor(target.href) },
        });
        const cookies = jar.get(target.host) ?? new Map<string, string>();
        for (const line of response.headers.getSetCookie()) {
          const [pair = '', ...attributes] = line.split(';');
          const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
          const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
          if (expired || value === '') cookies.delete(name);
          else cookies.set(name, value);
        }
        jar.set(target.host, cookies);
        const location = response.headers.get('location');
        await response.arrayBuffer();
        if (!location)
          throw new Error(`${target.href} answered ${response.status} without a redirect`);
        const next = new URL(location, url);
        url = rewrite?.(next) ?? next;
        if (stop(url)) return url;
      }
      throw new Error('more than 20 redirects');
    },
  };
}

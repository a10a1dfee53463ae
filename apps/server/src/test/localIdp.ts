import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** What the provider says about one of its accounts. */
export interface IdpAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** How the next ID token is rewritten: its claims, and whose key signs it. */
export type IdTokenTamper = (claims: JWTPayload) => {
  claims: JWTPayload;
  signedBy: 'provider' | 'stranger';
};

export interface LocalIdp {
  issuer: string;
  accounts: Record<string, IdpAccount>;
  /** The account the next sign-in is for, without a page (server tests); unset: a page asks. */
  signInAs: string | undefined;
  /** Rewrites the ID tokens the token endpoint answers with until unset. */
  tamperIdToken: IdTokenTamper | undefined;
  close(): Promise<void>;
}

const KID = 'local-idp';

/**
 * A real OpenID Connect provider (panva's oidc-provider) on a port of this machine, for tests
 * and the e2e journey: one confidential client, its accounts, sign-in with one click (or none),
 * consent given for its own client.
 */
export async function startLocalIdp(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: Record<string, IdpAccount>;
  port?: number;
}): Promise<LocalIdp> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp: LocalIdp = {
    issuer,
    accounts: options.accounts,
    signInAs: undefined,
    tamperIdToken: undefined,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['local-idp-cookies'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // The claims go into the ID token (as Google's and Entra's do), not only into userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = idp.accounts[id];
      return account && { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
    // Its own client needs no consent screen: the grant is made on the spot.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, provider: self } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      if (grantId) return self.Grant.find(grantId);
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      session.ensureClientContainer(client.clientId);
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
  });
  const handle = provider.callback();

  const finishLogin = async (
    req: IncomingMessage,
    res: import('node:http').ServerResponse,
    account: string,
  ) =>
    provider.interactionFinished(
      req,
      res,
      { login: { accountId: account } },
      { mergeWithLastSubmission: false },
    );

  server.on('request', async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', issuer);
      const interaction = /^\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
      if (interaction && req.method === 'GET' && idp.signInAs)
        return await finishLogin(req, res, idp.signInAs);
      if (interaction && req.method === 'GET') {
        await provider.interactionDetails(req, res);
        res.setHeader('content-type', 'text/html; charset=utf-8');
        return res.end(signInPage(interaction[1] ?? '', idp.accounts));
      }
      if (interaction?.[2] && req.method === 'POST') {
        const account = new URLSearchParams(await bodyOf(req)).get('account') ?? '';
        return await finishLogin(req, res, account);
      }
      if (url.pathname === '/token' && idp.tamperIdToken && !req.headers['x-untampered'])
        return await tamperedToken(req, res);
      return handle(req, res);
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });

  /** Asks the token endpoint itself, then rewrites the ID token of its answer. */
  async function tamperedToken(req: IncomingMessage, res: import('node:http').ServerResponse) {
    const answer = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type']), 'x-untampered': '1' },
      body: await bodyOf(req),
    });
    const tokens = (await answer.json()) as { id_token?: string };
    const tamper = idp.tamperIdToken;
    if (tokens.id_token && tamper) {
      const { claims, signedBy } = tamper(decodeJwt(tokens.id_token));
      tokens.id_token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .sign(signedBy === 'provider' ? privateKey : stranger.privateKey);
    }
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(tokens));
  }

  return idp;
}

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The provider's own sign-in page: one button per account. */
function signInPage(uid: string, accounts: Record<string, IdpAccount>): string {
  const buttons = Object.entries(accounts)
    .map(
      ([id, account]) =>
        `<button type="submit" name="account" value="${escapeHtml(id)}">Sign in as ${escapeHtml(account.email ?? id)}</button>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><title>Local provider</title></head><body><main>
<h1>Local provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">${buttons}</form>
</main></body></html>`;
}

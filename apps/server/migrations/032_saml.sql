-- Sign-in with a school's own SAML 2.0 provider (issue 31). Its identities live in
-- oidc_identities under the provider key `saml:{id}`; its outcomes are handed to the web app
-- through oidc_sign_ins as an OpenID Connect sign-in's are.

-- An AuthnRequest sent, until its response comes back (once): the browser that started it
-- (a cookie, hashed), which the response's POST from the provider's page does not carry.
CREATE TABLE saml_requests (
  request_id text PRIMARY KEY,
  provider_id text NOT NULL,
  browser_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX saml_requests_expires_idx ON saml_requests (expires_at);

-- Assertions already used, kept until they expire: the same assertion posted again is refused.
CREATE TABLE saml_used_assertions (
  provider_id text NOT NULL,
  assertion_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (provider_id, assertion_id)
);
CREATE INDEX saml_used_assertions_expires_idx ON saml_used_assertions (expires_at);

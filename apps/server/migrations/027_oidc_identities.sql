-- Sign-in with an OpenID Connect provider (issue 31). An identity is a provider's subject,
-- tied to one account; the address it vouched for is the account's own.
CREATE TABLE oidc_identities (
  provider_id text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, subject)
);
CREATE INDEX oidc_identities_user_idx ON oidc_identities (user_id);

-- A sign-in under way, from the redirect to the provider until the web app collects its
-- session: the checks its return must pass (state, nonce, PKCE verifier), the browser it
-- belongs to (a cookie, hashed), then the outcome the web app exchanges once for its tokens.
CREATE TABLE oidc_sign_ins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider_id text NOT NULL,
  browser_hash text NOT NULL,
  state_hash text UNIQUE,
  nonce text,
  code_verifier text,
  handoff_hash text UNIQUE,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  refusal jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_sign_ins_expires_idx ON oidc_sign_ins (expires_at);

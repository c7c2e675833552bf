-- The embedded identity provider: accounts and the provider's persisted models
-- (sessions, grants, refresh tokens, interactions …) and its signing and cookie keys.
CREATE TABLE account (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email          text NOT NULL,
  password_hash  text NOT NULL,
  scopes         jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX account_email_idx ON account (lower(email));

CREATE TABLE oidc_model (
  model        text NOT NULL,      -- oidc-provider model name: Session, Grant, RefreshToken …
  id           text NOT NULL,
  payload      jsonb NOT NULL,
  grant_id     text,
  user_code    text,
  uid          text,
  expires_at   timestamptz,
  consumed_at  timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_model_grant_idx ON oidc_model (grant_id);
CREATE INDEX oidc_model_uid_idx ON oidc_model (uid);
CREATE INDEX oidc_model_expires_idx ON oidc_model (expires_at);

CREATE TABLE oidc_key (
  kind        text PRIMARY KEY,    -- 'jwks' (signing keys) or 'cookies' (cookie keys)
  value       jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

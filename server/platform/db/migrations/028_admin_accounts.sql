-- Admins manage their own accounts (issue 35): an invited admin has no password until they set
-- one from their link; an account is versioned for the scopes screen; the sign-ins remember
-- the device they came from, for "where you are signed in".
ALTER TABLE account ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE account ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE account ADD COLUMN invited_at timestamptz;
ALTER TABLE account ADD COLUMN last_signed_in_at timestamptz;

-- The links of invitation and password-reset e-mails: only the token's SHA-256 is stored;
-- a link works once (used_at), until expires_at.
CREATE TABLE account_link (
  token_hash  text PRIMARY KEY,
  account_id  uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('invitation', 'reset')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX account_link_account_idx ON account_link (account_id);

-- One row per sign-in through the form, named by the provider's grant (its oidc_model id).
CREATE TABLE account_sign_in (
  grant_id      text PRIMARY KEY,
  account_id    uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
  user_agent    text NOT NULL DEFAULT '',
  signed_in_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_sign_in_account_idx ON account_sign_in (account_id, signed_in_at);

-- Who is signed in is read from the provider's grants by account.
CREATE INDEX oidc_model_account_idx ON oidc_model ((payload ->> 'accountId')) WHERE model IN ('Grant', 'Session');

-- The accounts screen needs the new admin:accounts scope: the admins who hold every other admin
-- scope (the first admin among them) get it too.
UPDATE account SET scopes = scopes || '["admin:accounts"]'::jsonb
WHERE scopes @> '["admin:comments", "admin:keywords", "admin:activity", "admin:talent", "admin:system", "admin:team", "admin:jobs"]'::jsonb
  AND NOT scopes @> '["admin:accounts"]'::jsonb;

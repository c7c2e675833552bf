-- The talent community's leave links (decision 049): every talent community e-mail carries one,
-- a fresh random token per message whose SHA-256 alone is stored, as the job alerts' unsubscribe
-- links (job_alert_token, migration 016). A link works as long as its signup lives and goes
-- with it; using it deletes the signup, so it works once.
CREATE TABLE talent_signup_token (
  token_hash text PRIMARY KEY,
  signup_id  integer NOT NULL REFERENCES talent_signup (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('leave')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX talent_signup_token_signup_idx ON talent_signup_token (signup_id);

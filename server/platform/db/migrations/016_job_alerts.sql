-- Job alerts (server/modules/alerts, decision 033): a saved job-list search sent as a daily or
-- weekly digest of the new matching jobs. Double opt-in as the talent community (decision 026):
-- stored unconfirmed with the SHA-256 of its confirmation link's token, never the token.
-- `query` is the job list's query string (src/api/job-list-query.ts) without page and sort,
-- written canonically (src/api/job-alert.ts), so one address saves one search once.
CREATE TABLE job_alert (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email              text NOT NULL,
  query              text NOT NULL,
  frequency          text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
  -- Where it was made: the job list's form, or a talent community signup's interests.
  origin             text NOT NULL CHECK (origin IN ('job-list', 'talent-community')),
  created_at         timestamptz NOT NULL DEFAULT now(),
  confirmed_at       timestamptz,
  confirm_token_hash text,
  confirm_sent_at    timestamptz,
  -- The end of the window the last digest covered (the confirmation at first): the next digest
  -- lists the jobs opened after it.
  digested_until     timestamptz
);

CREATE UNIQUE INDEX job_alert_search_idx ON job_alert (lower(email), query);
CREATE UNIQUE INDEX job_alert_confirm_token_idx ON job_alert (confirm_token_hash);
CREATE INDEX job_alert_unconfirmed_idx ON job_alert (confirm_sent_at) WHERE confirmed_at IS NULL;
CREATE INDEX job_alert_digest_idx ON job_alert (frequency, digested_until)
  WHERE confirmed_at IS NOT NULL;

-- The manage and unsubscribe links of the digests: a fresh random token per message, only its
-- SHA-256 stored, each for one purpose; they work as long as the alert lives and go with it.
CREATE TABLE job_alert_token (
  token_hash text PRIMARY KEY,
  alert_id   integer NOT NULL REFERENCES job_alert (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('manage', 'unsubscribe')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_alert_token_alert_idx ON job_alert_token (alert_id);

-- Press release subscriptions (server/modules/press/press-subscriptions*.ts, decision 064): a
-- journalist signs up on /press and, once the address is confirmed, is e-mailed each release as
-- it goes public. Double opt-in as the talent community and the job alerts (decisions 026, 036):
-- stored unconfirmed with the SHA-256 of its confirmation link's token, never the token.
CREATE TABLE press_subscriber (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email              text NOT NULL,
  -- Optional: who they are and whom they write for, as they typed it.
  name               text,
  outlet             text,
  created_at         timestamptz NOT NULL DEFAULT now(),
  confirmed_at       timestamptz,
  confirm_token_hash text,
  confirm_sent_at    timestamptz
);

CREATE UNIQUE INDEX press_subscriber_email_idx ON press_subscriber (lower(email));
CREATE INDEX press_subscriber_confirm_token_idx ON press_subscriber (confirm_token_hash);
CREATE INDEX press_subscriber_unconfirmed_idx ON press_subscriber (confirm_sent_at)
  WHERE confirmed_at IS NULL;

-- The one-click unsubscribe link of each announcement (RFC 8058): a fresh random token per
-- message whose SHA-256 alone is stored, as job_alert_token (migration 016). A link works as long
-- as its subscriber lives; using it deletes the subscriber, so it works once.
CREATE TABLE press_subscriber_token (
  token_hash    text PRIMARY KEY,
  subscriber_id integer NOT NULL REFERENCES press_subscriber (id) ON DELETE CASCADE,
  purpose       text NOT NULL CHECK (purpose IN ('unsubscribe')),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX press_subscriber_token_subscriber_idx ON press_subscriber_token (subscriber_id);

-- When a release's announcement went to the subscribers (press.announce-releases); null until
-- then. The releases published before subscriptions existed count as announced: no subscriber is
-- ever mailed an old release.
ALTER TABLE press_release ADD COLUMN announced_at timestamptz;
UPDATE press_release SET announced_at = now();
CREATE INDEX press_release_unannounced_idx ON press_release (id) WHERE announced_at IS NULL;

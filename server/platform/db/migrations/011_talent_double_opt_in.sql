-- Talent community double opt-in (server/modules/talent): a signup is stored unconfirmed, with
-- the SHA-256 of the token its confirmation link carries (never the token), and counts once its
-- owner follows the link. confirm_sent_at, when the latest link was sent, decides the link's
-- expiry (7 days), the resend window and when an unconfirmed signup is pruned (30 days).
ALTER TABLE talent_signup
  ADD COLUMN confirmed_at       timestamptz,
  ADD COLUMN confirm_token_hash text,
  ADD COLUMN confirm_sent_at    timestamptz;

-- Signups from before the double opt-in are demo data: they count as confirmed.
UPDATE talent_signup SET confirmed_at = created_at WHERE confirmed_at IS NULL;

CREATE UNIQUE INDEX talent_signup_token_idx ON talent_signup (confirm_token_hash);
CREATE INDEX talent_signup_unconfirmed_idx ON talent_signup (confirm_sent_at)
  WHERE confirmed_at IS NULL;

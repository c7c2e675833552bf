-- Confirmation mails counted per address (server/platform/mail/confirmation-limit.ts, decision
-- 036): at most one pending link per address and purpose within MAIL_CONFIRMATION_WINDOW, and at
-- most MAIL_CONFIRMATION_DAILY_CAP confirmations a day per address, whatever sent them and however
-- many processes answer. The address is kept as the SHA-256 of its lower case only: the table
-- needs equality, not a readable list of addresses. A row is also written for a request that was
-- answered as if a link went out while nothing was sent (the address had what it asked for), so
-- the answers never tell a subscribed address from a new one. Rows older than a day count for
-- nothing and are pruned (maintenance.prune).
CREATE TABLE confirmation_mail (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  address_hash text NOT NULL,
  -- Which link: `job-alert`, `talent-community`; one pending link per address and purpose.
  purpose      text NOT NULL,
  -- The SHA-256 of the link's token, as the row it confirms keeps it.
  token_hash   text NOT NULL,
  sent_at      timestamptz NOT NULL,
  -- When its link was used: the address may be sent a new link at once.
  settled_at   timestamptz
);
CREATE INDEX confirmation_mail_address_idx ON confirmation_mail (address_hash, sent_at);
CREATE INDEX confirmation_mail_token_idx ON confirmation_mail (token_hash);
CREATE INDEX confirmation_mail_sent_idx ON confirmation_mail (sent_at);

-- Searches saved while an address's link is pending join that link (decision 036): one token
-- confirms all of them, so it is no longer unique.
DROP INDEX job_alert_confirm_token_idx;
CREATE INDEX job_alert_confirm_token_idx ON job_alert (confirm_token_hash);

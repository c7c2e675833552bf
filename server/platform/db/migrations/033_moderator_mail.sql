-- The moderators' e-mail about held comments (issue 36, decision 066). Each admin account chooses
-- how often it hears of comments that wait: at once (batched by the minute), a daily digest (the
-- default), or never. Only accounts with the admin:comments scope are mailed.
ALTER TABLE account ADD COLUMN moderation_mail text NOT NULL DEFAULT 'digest'
  CHECK (moderation_mail IN ('immediate', 'digest', 'never'));

-- Which held comment each account has been told of: a comment is in one e-mail per account.
CREATE TABLE comment_notice (
  account_id  uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
  comment_id  integer NOT NULL REFERENCES blog_comment (id) ON DELETE CASCADE,
  sent_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, comment_id)
);
CREATE INDEX comment_notice_comment_idx ON comment_notice (comment_id);

-- The one-click Approve and Reject links of those e-mails: only the token's SHA-256 is stored
-- (server/platform/mail/link-token.ts); a link decides its comment as the account it was sent to,
-- once (used_at), until expires_at, and only while the comment still waits.
CREATE TABLE comment_review_link (
  token_hash  text PRIMARY KEY,
  comment_id  integer NOT NULL REFERENCES blog_comment (id) ON DELETE CASCADE,
  account_id  uuid NOT NULL REFERENCES account (id) ON DELETE CASCADE,
  decision    text NOT NULL CHECK (decision IN ('approved', 'rejected')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX comment_review_link_comment_idx ON comment_review_link (comment_id);
CREATE INDEX comment_review_link_account_idx ON comment_review_link (account_id);
CREATE INDEX comment_review_link_expiry_idx ON comment_review_link (expires_at);

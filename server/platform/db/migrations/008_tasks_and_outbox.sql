-- Background tasks (server/platform/tasks): one schedule row per task. A process claims a due
-- task by setting its lease (locked_until) in one UPDATE whose row lock is taken with SKIP
-- LOCKED, so each due time runs in exactly one of N processes; a process that dies mid-run
-- leaves a lease that runs out, and another process takes the task over.
CREATE TABLE task_schedule (
  id            int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name          text NOT NULL UNIQUE,
  -- The due time being served: it stays while the tries at it fail.
  next_run_at   timestamptz NOT NULL,
  -- Failed tries at this due time, and when the next one is (exponential backoff).
  attempt       int NOT NULL DEFAULT 0,
  retry_at      timestamptz,
  locked_until  timestamptz,
  locked_by     text
);

-- Every run of a task: what it did, or why it failed.
CREATE TABLE task_run (
  id          int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  task        text NOT NULL,
  attempt     int NOT NULL,
  status      text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
  started_at  timestamptz NOT NULL,
  ended_at    timestamptz,
  result      jsonb,
  error       text
);
CREATE INDEX task_run_task_idx ON task_run (task, started_at DESC, id DESC);
CREATE INDEX task_run_started_idx ON task_run (started_at);

-- Mail (server/platform/mail): written in the transaction of the change that sends it, and
-- delivered afterwards by the mail.deliver task. 'held': no SMTP server is configured.
CREATE TABLE outbox (
  id                int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address        text NOT NULL,
  subject           text NOT NULL,
  html              text NOT NULL,
  text_body         text NOT NULL,
  -- Set on a subscription's messages: the List-Unsubscribe address (RFC 2369, RFC 8058).
  unsubscribe_url   text,
  status            text NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'held', 'sent', 'failed')),
  attempts          int NOT NULL DEFAULT 0,
  next_attempt_at   timestamptz NOT NULL DEFAULT now(),
  last_error        text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  sent_at           timestamptz
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status IN ('pending', 'held');
CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC);

-- The tasks and outbox screens need the new admin:system scope: the admins who hold every
-- other admin scope (the first admin among them) get it too.
UPDATE account SET scopes = scopes || '["admin:system"]'::jsonb
WHERE scopes @> '["admin:comments", "admin:keywords", "admin:activity", "admin:talent"]'::jsonb
  AND NOT scopes @> '["admin:system"]'::jsonb;

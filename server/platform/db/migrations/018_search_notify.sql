-- Search-engine notifications (server/modules/search-notify, decision 034): the job events are
-- read in order from a cursor, and each job's news becomes one pending notice per engine.

-- One row: the last job event handled. It starts at the newest event that exists now, so the
-- history before this migration is never announced (the sitemap already lists those jobs).
CREATE TABLE search_notify_cursor (
  id             int PRIMARY KEY CHECK (id = 1),
  last_event_id  bigint NOT NULL
);
INSERT INTO search_notify_cursor (id, last_event_id)
SELECT 1, coalesce(max(id), 0) FROM job_event;

-- The notices waiting to be sent: one per engine and URL, so news of one job coalesces (the
-- newest wins); a row is deleted once the engine took it, or after its last try.
CREATE TABLE search_notification (
  id               int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  engine           text NOT NULL CHECK (engine IN ('google', 'indexnow')),
  url              text NOT NULL,
  job_id           integer NOT NULL REFERENCES job (id) ON DELETE CASCADE,
  job_title        text NOT NULL,
  -- The job event behind it, for the activity log's words: opened, changed, closed, reopened.
  news             text NOT NULL CHECK (news IN ('opened', 'changed', 'closed', 'reopened')),
  type             text NOT NULL CHECK (type IN ('URL_UPDATED', 'URL_DELETED')),
  -- Bumped by each newer event: a send deletes the row only if nothing newer arrived meanwhile.
  revision         int NOT NULL DEFAULT 1,
  attempts         int NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  UNIQUE (engine, url)
);
CREATE INDEX search_notification_due_idx ON search_notification (next_attempt_at, id);

-- Content lives in the database at run time (issue 35, decision 061): pages, blog and news posts
-- and the hiring FAQ are rows that the admin edits; content/ seeds them and ships new ones.

CREATE TABLE content_document (
  -- Stable across a renamed slug: what a redirect (and an editor's URL) points at.
  id             int GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The store's `_path`: /pages/home, /blog/accessibility-audit, /hiring-faq.
  path           text NOT NULL UNIQUE,
  kind           text NOT NULL CHECK (kind IN ('page', 'blog', 'news', 'faq')),
  -- The document as the site shows it (front matter and body, or the JSON file's fields), or
  -- null when it is not published; `draft` is the owner's unpublished version, or null.
  published      json,
  draft          json,
  -- When the draft publishes itself (the content.publish-scheduled task).
  publish_at     timestamptz,
  version        int NOT NULL DEFAULT 1,
  -- 'file' while the row is what content/ says (a start updates it), 'admin' from an owner's
  -- first change (never written by a start again).
  origin         text NOT NULL CHECK (origin IN ('file', 'admin')),
  -- The hash of the file last read for this path; null for a document made in the admin, or
  -- whose file was removed.
  file_hash      text,
  -- An owner's row whose file changed after the edit: the file's version, offered, never applied.
  file_document  json,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (publish_at IS NULL OR draft IS NOT NULL)
);
CREATE INDEX content_document_publish_at_idx ON content_document (publish_at)
  WHERE publish_at IS NOT NULL;

-- An old path of a renamed document, answered with 301 to the document's path.
CREATE TABLE content_redirect (
  path         text PRIMARY KEY,
  document_id  int NOT NULL REFERENCES content_document (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Each process keeps the published documents in memory; a committed change announces itself
-- here, and the process reloads them and then drops its cached pages (server/services.ts). A
-- channel of its own, not page_data_changed: the pages may be dropped only after the reload.
CREATE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER content_document_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON content_document FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
CREATE TRIGGER content_redirect_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON content_redirect FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();

-- Search engines hear of a post published or unpublished too (decision 034): a notice names a
-- job or a content document; `job_title` is the title the activity log names either way.
ALTER TABLE search_notification ALTER COLUMN job_id DROP NOT NULL;
ALTER TABLE search_notification
  ADD COLUMN content_document_id int REFERENCES content_document (id) ON DELETE CASCADE;
ALTER TABLE search_notification DROP CONSTRAINT search_notification_news_check;
ALTER TABLE search_notification ADD CONSTRAINT search_notification_news_check
  CHECK (news IN ('opened', 'changed', 'closed', 'reopened', 'published', 'unpublished'));
ALTER TABLE search_notification ADD CONSTRAINT search_notification_names_one
  CHECK ((job_id IS NULL) <> (content_document_id IS NULL));

-- The post screens (/admin/posts) need the new admin:posts scope: the admins who hold every other
-- admin scope (the first admin among them) get it, as migrations 012 and 014 did.
UPDATE account SET scopes = scopes || '["admin:posts"]'::jsonb
WHERE scopes @> '["admin:comments", "admin:keywords", "admin:activity", "admin:talent", "admin:system", "admin:team", "admin:jobs"]'::jsonb
  AND NOT scopes @> '["admin:posts"]'::jsonb;

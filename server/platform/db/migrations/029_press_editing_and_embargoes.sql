-- The newsroom edited in the admin (issue 35, decision 063): /admin/press, scope admin:press.

-- `version` is the optimistic lock of each editor: a save names the version it was based on and
-- is refused (409) when another save came first.
ALTER TABLE press_release ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE press_news ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE brand_asset ADD COLUMN version integer NOT NULL DEFAULT 1;

-- An embargo: the release stays out of every public list, page, feed and the sitemap until the
-- task press.publish-embargoed clears it at this time (NULL: public). The task's write is what
-- tells the caches (the triggers of migration 004), so a release is public from that write on,
-- never earlier from a cache that did not hear of it. The rule is `isPublicRelease` in
-- server/modules/press/press.repository.ts.
ALTER TABLE press_release ADD COLUMN publish_at timestamptz;
CREATE INDEX press_release_embargo_idx ON press_release (publish_at) WHERE publish_at IS NOT NULL;

-- An uploaded brand asset's file and its preview image, kept in the database (like the team's
-- portraits) and served at /media/brand-assets/{hash}/{name}: the hash changes with the bytes, so
-- the URL is cached for a year. A seeded asset has none: its paths are files under public/.
CREATE TABLE brand_asset_file (
  asset_id      integer NOT NULL REFERENCES brand_asset (id) ON DELETE CASCADE,
  role          text NOT NULL CHECK (role IN ('file', 'preview')),
  hash          text NOT NULL,
  content_type  text NOT NULL,
  bytes         bytea NOT NULL,
  PRIMARY KEY (asset_id, role)
);
CREATE INDEX brand_asset_file_hash_idx ON brand_asset_file (hash);

-- A journalist's preview of an embargoed release: one link per person, its token's SHA-256 only
-- (a copy of the database holds no working link, as for the e-mail links of decision 026).
CREATE TABLE press_preview_link (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  release_id       integer NOT NULL REFERENCES press_release (id) ON DELETE CASCADE,
  token_hash       text NOT NULL UNIQUE,
  recipient_name   text NOT NULL,
  recipient_email  text,
  created_by       text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  revoked_at       timestamptz
);
CREATE INDEX press_preview_link_release_idx ON press_preview_link (release_id);

-- Every opening of a preview link: when, and the browser's user agent, cut short.
CREATE TABLE press_preview_opening (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  link_id     integer NOT NULL REFERENCES press_preview_link (id) ON DELETE CASCADE,
  opened_at   timestamptz NOT NULL DEFAULT now(),
  user_agent  text
);
CREATE INDEX press_preview_opening_link_idx ON press_preview_opening (link_id, opened_at);

-- A revoked link's preview page must not be answered from a cache: the links announce their
-- changes like the tables the public pages show (migration 004). The openings do not.
CREATE TRIGGER press_preview_link_page_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON press_preview_link
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_data_changed();

-- The press screens need the new admin:press scope: the admins who hold every other admin scope
-- (the first admin among them) get it too.
UPDATE account SET scopes = scopes || '["admin:press"]'::jsonb
WHERE scopes @> '["admin:comments", "admin:keywords", "admin:activity", "admin:talent", "admin:system", "admin:team", "admin:jobs"]'::jsonb
  AND NOT scopes @> '["admin:press"]'::jsonb;

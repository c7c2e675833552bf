-- Team members are edited in the admin (/admin/team, scope admin:team).
-- `version` is the optimistic lock: a save names the version it was based on and is refused
-- (409) when another save came first. A reorder does not bump it (it changes no field a form shows).
ALTER TABLE team_member ADD COLUMN version integer NOT NULL DEFAULT 1;

-- An uploaded portrait is kept in the database, resized to the widths the pages use (see
-- server/modules/team/portrait-images.ts), and served at /media/team/{id}/{hash}/{width}.webp; the hash
-- changes with the image, so the URL can be cached for a year. `portrait_hash` names the current
-- one; without it the member shows `portrait` (a path under public/, as the seed sets it).
ALTER TABLE team_member ADD COLUMN portrait_hash text;
ALTER TABLE team_member ALTER COLUMN portrait DROP NOT NULL;
ALTER TABLE team_member ADD CONSTRAINT team_member_has_portrait
  CHECK (portrait IS NOT NULL OR portrait_hash IS NOT NULL);

CREATE TABLE team_portrait (
  member_id     integer NOT NULL REFERENCES team_member (id) ON DELETE CASCADE,
  width         integer NOT NULL,
  hash          text NOT NULL,
  content_type  text NOT NULL,
  bytes         bytea NOT NULL,
  PRIMARY KEY (member_id, width)
);

-- The team screens need the new admin:team scope: the admins who hold every other admin scope
-- (the first admin among them) get it too.
UPDATE account SET scopes = scopes || '["admin:team"]'::jsonb
WHERE scopes @> '["admin:comments", "admin:keywords", "admin:activity", "admin:talent", "admin:system"]'::jsonb
  AND NOT scopes @> '["admin:team"]'::jsonb;

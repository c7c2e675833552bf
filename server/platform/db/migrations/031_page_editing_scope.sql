-- The page editor (issue 35): /admin/pages edits the site's pages and the hiring FAQ, scope
-- admin:pages. The admins who hold every older admin scope (the first admin among them) get it,
-- as migrations 012 and 014 did; a new database's first admin gets every scope when it is made.
UPDATE account SET scopes = scopes || '["admin:pages"]'::jsonb
WHERE scopes @> '["admin:comments", "admin:keywords", "admin:activity", "admin:talent", "admin:system", "admin:team", "admin:jobs"]'::jsonb
  AND NOT scopes @> '["admin:pages"]'::jsonb;

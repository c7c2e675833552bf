-- Real-visitor speed (issue 36, decision 067): one row per metric of a sampled page view, as the
-- browser's beacon reported it. No URL, address, cookie or id of the visitor: the route pattern
-- (`/job/:id`), the metric, its value and when it arrived. Bounded by `web-vitals.prune`
-- (RETENTION_WEB_VITALS_DAYS, WEB_VITALS_MAX_ROWS).
CREATE TABLE web_vital (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  route       text NOT NULL,
  metric      text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TTFB')),
  value       double precision NOT NULL CHECK (value >= 0),
  recorded_at timestamptz NOT NULL DEFAULT now()
);
-- The report reads a window of days; the pruning deletes from the oldest end.
CREATE INDEX web_vital_recorded_at_idx ON web_vital (recorded_at);

-- Its screen (/admin/vitals) has a scope of its own, admin:vitals: the admins who hold every
-- older admin scope (the first admin among them) get it, as migration 031 gave admin:pages.
UPDATE account SET scopes = scopes || '["admin:vitals"]'::jsonb
WHERE scopes @> '["admin:comments", "admin:keywords", "admin:activity", "admin:talent", "admin:system", "admin:team", "admin:jobs"]'::jsonb
  AND NOT scopes @> '["admin:vitals"]'::jsonb;

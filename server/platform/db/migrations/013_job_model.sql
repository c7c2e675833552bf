-- The job model real postings need (issue 25, decision 028): several locations, a workplace
-- type, an employment type, a status with its dates, a source, a version for the editor's
-- optimistic concurrency, and the events that opening, changing and closing a job write.

-- A job's places; position 0 is the primary one (the card's first city, `summary.location`).
-- A place names a city, a country or both: an old job with a country and no city keeps it.
CREATE TABLE job_location (
  job_id        integer NOT NULL REFERENCES job (id) ON DELETE CASCADE,
  position      smallint NOT NULL CHECK (position >= 0),
  city          text,
  region        text,
  country_code  text,              -- ISO 3166-1 alpha-2
  PRIMARY KEY (job_id, position),
  CHECK (city IS NOT NULL OR country_code IS NOT NULL)
);

-- A job's distinct cities, sorted: what the location filter and its facet read, kept from
-- job_location by the triggers below (never written otherwise). Read from the job row, the
-- facet groups and a filtered page cost what they did with one location column; aggregating
-- job_location at each read made them 2-3 times slower on 10,000 jobs (decision 028).
ALTER TABLE job ADD COLUMN cities text[] NOT NULL DEFAULT '{}';

CREATE FUNCTION refresh_job_cities() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT job_id FROM new_place);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT job_id FROM old_place);
  ELSE
    changed := ARRAY(SELECT job_id FROM new_place UNION SELECT job_id FROM old_place);
  END IF;
  UPDATE job SET cities = coalesce((
    SELECT array_agg(DISTINCT city ORDER BY city) FROM job_location
    WHERE job_location.job_id = job.id AND city IS NOT NULL), '{}')
  WHERE id = ANY (changed);
  RETURN NULL;
END
$$;
CREATE TRIGGER job_location_cities_inserted AFTER INSERT ON job_location
  REFERENCING NEW TABLE AS new_place FOR EACH STATEMENT EXECUTE FUNCTION refresh_job_cities();
CREATE TRIGGER job_location_cities_updated AFTER UPDATE ON job_location
  REFERENCING OLD TABLE AS old_place NEW TABLE AS new_place
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_job_cities();
CREATE TRIGGER job_location_cities_deleted AFTER DELETE ON job_location
  REFERENCING OLD TABLE AS old_place FOR EACH STATEMENT EXECUTE FUNCTION refresh_job_cities();

ALTER TABLE job
  ADD COLUMN workplace_type text NOT NULL DEFAULT 'on_site'
    CHECK (workplace_type IN ('on_site', 'hybrid', 'remote')),
  -- Where applicants of a remote job may live: country codes or region names ('EU').
  ADD COLUMN remote_regions text[] NOT NULL DEFAULT '{}',
  ADD COLUMN employment_type text CHECK (employment_type IN
    ('full_time', 'part_time', 'contract', 'temporary', 'internship', 'working_student')),
  ADD COLUMN status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'scheduled', 'open', 'closed')),
  ADD COLUMN publish_at timestamptz,
  ADD COLUMN source text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual')),
  ADD COLUMN external_id text,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD CONSTRAINT job_source_external_id_key UNIQUE (source, external_id);

-- Every job type a person may have typed, spelled loosely; anything else stops the migration
-- (a job type silently dropped would be a job changed without anyone knowing).
CREATE FUNCTION pg_temp.employment_type_of(job_type text) RETURNS text LANGUAGE sql AS $$
  SELECT CASE regexp_replace(lower(job_type), '[^a-z]', '', 'g')
    WHEN 'fulltime' THEN 'full_time'
    WHEN 'permanent' THEN 'full_time'
    WHEN 'parttime' THEN 'part_time'
    WHEN 'contract' THEN 'contract'
    WHEN 'contractor' THEN 'contract'
    WHEN 'freelance' THEN 'contract'
    WHEN 'temporary' THEN 'temporary'
    WHEN 'temp' THEN 'temporary'
    WHEN 'internship' THEN 'internship'
    WHEN 'intern' THEN 'internship'
    WHEN 'workingstudent' THEN 'working_student'
    WHEN 'werkstudent' THEN 'working_student'
  END
$$;

DO $$
DECLARE unknown text;
BEGIN
  SELECT string_agg(DISTINCT job_type, ', ') INTO unknown FROM job
  WHERE job_type IS NOT NULL AND btrim(job_type) <> '' AND pg_temp.employment_type_of(job_type) IS NULL;
  IF unknown IS NOT NULL THEN
    RAISE EXCEPTION 'Job types with no employment type: %. Correct them, then migrate again.', unknown;
  END IF;
END
$$;

-- The single place becomes the primary one.
INSERT INTO job_location (job_id, position, city, country_code)
SELECT id, 0, location, upper(country) FROM job WHERE location IS NOT NULL OR country IS NOT NULL;

-- A job was open until its closes_at (decision 017): the same jobs are open now, by status and
-- the same date (job.repository.ts isOpenJob), and it was public from the day it was posted.
UPDATE job SET
  workplace_type = CASE WHEN remote THEN 'remote' ELSE 'on_site' END,
  remote_regions = CASE WHEN remote AND country IS NOT NULL THEN ARRAY[upper(country)] ELSE '{}' END,
  employment_type = pg_temp.employment_type_of(job_type),
  status = CASE WHEN closes_at <= now() THEN 'closed' ELSE 'open' END,
  publish_at = posted_at;

ALTER TABLE job DROP COLUMN location, DROP COLUMN country, DROP COLUMN remote, DROP COLUMN job_type;
-- PGlite keeps one session for the whole process: leave no function behind in it.
DROP FUNCTION pg_temp.employment_type_of(text);

-- The open jobs of a list are read by status first.
DROP INDEX job_closes_idx;
CREATE INDEX job_status_closes_idx ON job (status, closes_at);

-- A change to a job's places is a change to the job: the page caches drop and the list counts
-- are read again, as for the job table itself (migrations 004 and 006).
CREATE TRIGGER job_location_page_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_location
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_data_changed();
CREATE TRIGGER job_location_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_location
  FOR EACH STATEMENT EXECUTE FUNCTION bump_job_version();

-- What happened to a job, written in the transaction of the change (job-events.ts): the alerts
-- and search-engine notifications of the next issues read it. `changes` holds, for a change,
-- each changed field's value before and after.
CREATE TABLE job_event (
  id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id   integer NOT NULL REFERENCES job (id) ON DELETE CASCADE,
  kind     text NOT NULL CHECK (kind IN ('opened', 'changed', 'closed', 'reopened')),
  changes  jsonb NOT NULL DEFAULT '{}'::jsonb,
  at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_event_at_idx ON job_event (at, id);
CREATE INDEX job_event_job_idx ON job_event (job_id, at);

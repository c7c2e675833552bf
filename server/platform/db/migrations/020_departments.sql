-- The site's departments (issue 31, decision 037): a list the admin keeps, instead of whatever
-- text a job's editor or an ATS wrote. A name is unique whatever its case and spacing, so
-- "data & analytics" can never stand beside "Data & Analytics" in the public filter.
CREATE TABLE department (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name       text NOT NULL CHECK (name = btrim(name) AND name <> '' AND char_length(name) <= 80),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX department_name_key_idx
  ON department (lower(regexp_replace(name, '\s+', ' ', 'g')));

-- The departments of the seed and of the talent community's interests until now.
INSERT INTO department (name) VALUES
  ('Engineering'), ('Data & Analytics'), ('Design'), ('Product'), ('Marketing'),
  ('Customer Care'), ('Operations & Logistics'), ('Manufacturing'), ('People & Culture'),
  ('Finance'), ('Sales & Retail');

-- A department some job holds that no entry matches in any case or spacing joins the list, in
-- the spelling most of its jobs use: nothing on the site disappears, and the admin maps an ATS's
-- names on its source screen afterwards.
INSERT INTO department (name)
SELECT DISTINCT ON (key) spelling
FROM (
  SELECT regexp_replace(btrim(department), '\s+', ' ', 'g') AS spelling,
         lower(regexp_replace(btrim(department), '\s+', ' ', 'g')) AS key,
         count(*) AS uses
  FROM job
  GROUP BY 1, 2
) AS used
WHERE spelling <> '' AND char_length(spelling) <= 80
  AND NOT EXISTS (
    SELECT 1 FROM department d WHERE lower(regexp_replace(d.name, '\s+', ' ', 'g')) = used.key
  )
ORDER BY key, uses DESC, spelling;

-- Every job in its list entry's spelling ("data  & analytics " → "Data & Analytics").
UPDATE job
SET department = d.name
FROM department d
WHERE lower(regexp_replace(btrim(job.department), '\s+', ' ', 'g'))
      = lower(regexp_replace(d.name, '\s+', ' ', 'g'))
  AND job.department <> d.name;

-- Per job, what the public page shows beside its facts; empty is left out. The jobs written here
-- until now keep what every job showed (SPEC §2, §9: 20 people, relocation assistance); imported
-- jobs start empty, as new ones do.
ALTER TABLE job
  ADD COLUMN team_size integer CHECK (team_size BETWEEN 1 AND 100000),
  ADD COLUMN relocation_assistance boolean NOT NULL DEFAULT false;
UPDATE job SET team_size = 20, relocation_assistance = true WHERE source = 'manual';

-- Where a source's unmapped ATS departments go; null: not chosen yet, the list's first entry.
ALTER TABLE job_source
  ADD COLUMN default_department_id integer REFERENCES department (id);

-- The departments an ATS names, as each source's syncs saw them, and the site's department each
-- is mapped to (null: unmapped, so the default, or the entry of the same name).
CREATE TABLE job_source_department (
  source_id      integer NOT NULL REFERENCES job_source (id) ON DELETE CASCADE,
  ats_department text NOT NULL,
  department_id  integer REFERENCES department (id),
  last_seen_at   timestamptz,
  PRIMARY KEY (source_id, ats_department)
);

-- The job editor (issue 25, decision 029): /admin/jobs, scope admin:jobs.

-- Why a job was closed, when the admin who closed it said: shown to admins only.
ALTER TABLE job ADD COLUMN closed_reason text;
-- Where an applicant-tracking system shows a synced job (issue 26): the editor links there,
-- since such a job is changed in its system, not here. Null for jobs written in the admin.
ALTER TABLE job ADD COLUMN ats_url text;

-- The sources of src/api/job-model.ts JOB_SOURCES: the admin and the applicant-tracking
-- systems whose feeds issue 26 reads (their jobs are read-only in the editor).
ALTER TABLE job DROP CONSTRAINT job_source_check;
ALTER TABLE job ADD CONSTRAINT job_source_check CHECK (source IN ('manual', 'greenhouse', 'lever',
  'ashby', 'personio', 'recruitee', 'workable', 'smartrecruiters', 'teamtailor'));

-- The scheduled jobs are read by their publishing time (jobs.publish-scheduled, every 10 s).
CREATE INDEX job_scheduled_idx ON job (publish_at) WHERE status = 'scheduled';

-- The job screens need the new admin:jobs scope: the admins who hold every other admin scope
-- (the first admin among them) get it too.
UPDATE account SET scopes = scopes || '["admin:jobs"]'::jsonb
WHERE scopes @> '["admin:comments", "admin:keywords", "admin:activity", "admin:talent", "admin:system", "admin:team"]'::jsonb
  AND NOT scopes @> '["admin:jobs"]'::jsonb;

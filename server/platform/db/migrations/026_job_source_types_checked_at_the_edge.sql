-- An ATS is one folder (issue 34): the source types are the server's connectors
-- (server/modules/job-sources/connectors/index.ts), and every way a source is written checks its
-- type against them first (the admin API and screen, JOB_SOURCES at start; the sync writes a
-- job's source from its source's type). The lists of 014 and 015 are dropped, so another ATS
-- needs no migration; what stays checked is the shape of a type, which names no ATS.
ALTER TABLE job_source DROP CONSTRAINT job_source_type_check;
ALTER TABLE job_source ADD CONSTRAINT job_source_type_check CHECK (type ~ '^[a-z][a-z0-9_-]*$');

ALTER TABLE job DROP CONSTRAINT job_source_check;
ALTER TABLE job ADD CONSTRAINT job_source_check CHECK (source ~ '^[a-z][a-z0-9_-]*$');

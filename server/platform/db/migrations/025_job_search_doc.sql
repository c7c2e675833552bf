-- Searched lists match in memory (decision 056): each process keeps, per version of the job
-- table, which search vector every open job has, and each distinct vector's words once. This
-- digest names a job's vector by what migrations 001 and 005 compute it from (the title; the
-- team and department as one text; the description), each length-prefixed so two jobs share it
-- only when their vectors are the same. The index lets a process read the open jobs' digests
-- without the rows (about 20 bytes a job), grouped by digest.
ALTER TABLE job ADD COLUMN search_doc uuid GENERATED ALWAYS AS (md5(
  length(coalesce(title, ''))::text || ':' || coalesce(title, '') ||
  length(coalesce(team, '') || ' ' || department)::text || ':' || coalesce(team, '') || ' ' || department ||
  coalesce(description, '')
)::uuid) STORED;
CREATE INDEX job_open_search_doc_idx ON job (search_doc, id) WHERE status = 'open';

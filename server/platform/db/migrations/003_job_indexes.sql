-- Similar jobs and the department filter read one department's open jobs, newest first.
CREATE INDEX job_department_created_idx ON job (department, created_at DESC);

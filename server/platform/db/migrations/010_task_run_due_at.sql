-- Which due time each run served, and which process ran it: "exactly once" is then a fact to
-- read (one run per task and due time, retries and takeovers aside), and the tasks screen's
-- history can say which process a run was in. Empty on runs recorded before this migration.
ALTER TABLE task_run ADD COLUMN due_at timestamptz;
ALTER TABLE task_run ADD COLUMN runner text;

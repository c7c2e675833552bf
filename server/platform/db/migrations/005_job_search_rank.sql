-- Relevance is ranked on what decides it: the title (weight A), then the team and department (B).
-- The whole search vector, the description's words included, is about 2 kB a row; ranking a
-- common word's thousands of matches on it read and scored every one of them (tens of ms on
-- 10,000 jobs). A match in the description only ranks 0 here: those come newest first.
ALTER TABLE job ADD COLUMN search_rank tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(team, '') || ' ' || department), 'B')
) STORED;

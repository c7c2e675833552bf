-- Issue 32 (decision 045): "Remote" is a workplace, not a place. Migration 013 kept the old
-- model's city "Remote" so that /job?location=Remote found remote jobs; the workplace filter
-- does that now, and the location filter offered "Remote" beside the cities while it found only
-- the few jobs with that city. Such a place becomes what it meant: the job is remote, its
-- country joins the regions where its people may live, and the place goes.
UPDATE job SET
  workplace_type = 'remote',
  remote_regions = CASE
    WHEN place.country_code IS NULL OR place.country_code = ANY (job.remote_regions)
      THEN job.remote_regions
    ELSE job.remote_regions || place.country_code
  END
FROM job_location AS place
WHERE place.job_id = job.id AND lower(btrim(place.city)) = 'remote';

DELETE FROM job_location WHERE lower(btrim(city)) = 'remote';

-- Position 0 is the primary place: a job whose first place was "Remote" moves its others up,
-- in their order (through positions out of the way, as the key allows no two at one position).
UPDATE job_location SET position = position + 1000
WHERE job_id IN (SELECT job_id FROM job_location GROUP BY job_id HAVING min(position) > 0);

UPDATE job_location AS place SET position = ordered.rank - 1
FROM (
  SELECT job_id, position, row_number() OVER (PARTITION BY job_id ORDER BY position) AS rank
  FROM job_location WHERE position >= 1000
) AS ordered
WHERE place.job_id = ordered.job_id AND place.position = ordered.position;

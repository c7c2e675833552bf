-- One date per story (issue 32, decision 051). Seven press releases retell a newsroom story
-- (content/news/{slug}.md) but were seeded "N days ago" while the story file keeps a fixed
-- date, so /press and /news showed the same story days apart, the gap growing daily. A release
-- that retells a story now names it and has no date of its own: the story file is the one
-- source of its date. A release with no story keeps its own date; the CHECK allows exactly one.
ALTER TABLE press_release ADD COLUMN story_slug text UNIQUE;
ALTER TABLE press_release ALTER COLUMN published_at DROP NOT NULL;

UPDATE press_release
SET story_slug = story.slug, published_at = NULL
FROM (VALUES
  ('Applications open for the 2027 {company} Accelerator', 'accelerator-2027-applications-open'),
  ('{company} named third-best large workplace in the Benelux', 'benelux-workplace-award'),
  ('{company} launches Pulse 2 under-mattress sleep sensor', 'pulse-2-launch'),
  ('{company} opens its first store in Berlin', 'berlin-store-opening'),
  ('{company} factory reaches six months with zero foam waste to landfill', 'tilburg-zero-foam-waste'),
  ('{company} introduces the Loop, a mattress designed to come apart', 'introducing-the-loop'),
  ('{company} tech hub in Lisbon moves to Alcântara', 'lisbon-tech-hub-new-home')
) AS story(title, slug)
WHERE press_release.title = story.title;

ALTER TABLE press_release ADD CONSTRAINT press_release_dated_once
  CHECK ((story_slug IS NULL) <> (published_at IS NULL));

-- "Open positions are listed on the careers site" now links the job list, as the seed writes it.
UPDATE press_release
SET body = replace(
  body,
  'Open positions are listed on the {company} careers site.',
  'Open positions are listed on the [{company} careers site](/job).'
)
WHERE body LIKE '%Open positions are listed on the {company} careers site.%';

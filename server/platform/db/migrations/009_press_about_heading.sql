-- A press release's page has its title as the h1; the seeded "About the company" section was an
-- h3 straight after it (a skipped heading level, issue 23). The seed now writes an h2; this
-- mends the releases an earlier seed stored.
UPDATE press_release
SET body = regexp_replace(body, '^### About ', '## About ', 'gn')
WHERE body ~ '(^|\n)### About ';

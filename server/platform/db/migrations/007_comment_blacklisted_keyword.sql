-- The blacklist keyword that rejected a comment when it was posted (null: none matched), so the
-- moderation list tells an automatic rejection from a moderator's (reviewed_by says who).
ALTER TABLE blog_comment ADD COLUMN blacklisted_keyword text;

-- Comments rejected before this column existed: their comment.created log row names the keyword.
UPDATE blog_comment AS comment
SET blacklisted_keyword = log.details ->> 'keyword'
FROM activity_log AS log
WHERE log.action = 'comment.created'
  AND log.entity = 'blog_comment'
  AND log.entity_id = comment.id::text
  AND log.details ? 'keyword';

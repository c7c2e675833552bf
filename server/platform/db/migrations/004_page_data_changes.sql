-- Every committed change to a table that public pages show announces itself on one channel, so
-- each app process can drop its cached page data (server/api/page/page-cache.ts). NOTIFY is
-- delivered at commit, to every listening connection: across processes on PostgreSQL too.
CREATE FUNCTION notify_page_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER job_page_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_data_changed();
CREATE TRIGGER team_member_page_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON team_member
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_data_changed();
CREATE TRIGGER press_news_page_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON press_news
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_data_changed();
CREATE TRIGGER press_release_page_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON press_release
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_data_changed();
CREATE TRIGGER brand_asset_page_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_asset
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_data_changed();
CREATE TRIGGER blog_comment_page_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_comment
  FOR EACH STATEMENT EXECUTE FUNCTION notify_page_data_changed();

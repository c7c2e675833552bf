/**
 * The titles of the blog posts with these slugs, by slug; a slug whose post is gone is left out.
 * The admin names posts by title; the content store answers (`getPostTitles`), passed in by the app.
 */
export type PostTitles = (slugs: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/** A blog post as the admin names it: its title, or its slug marked as removed when it is gone. */
export function postName(slug: string, title: string | null): string {
  return title ?? `${slug} (post removed)`;
}

/**
 * The scopes of the admin API (SPEC §6 leaves the names open; docs/auth.md lists them).
 * The server and the admin screens both read them from here.
 */
export const ADMIN_SCOPES = {
  comments: 'admin:comments',
  keywords: 'admin:keywords',
  activity: 'admin:activity',
  talent: 'admin:talent',
  /** Background tasks and the mail outbox. */
  system: 'admin:system',
  /** Team members and their portraits. */
  team: 'admin:team',
  /** Jobs: write, publish, close and reopen them. */
  jobs: 'admin:jobs',
  /** Blog and news posts: write, preview, publish now or at a time, unpublish, rename. */
  posts: 'admin:posts',
  /** The site's pages (their blocks) and the hiring FAQ: edit, preview, publish now or at a time. */
  pages: 'admin:pages',
} as const;

type AdminScope = (typeof ADMIN_SCOPES)[keyof typeof ADMIN_SCOPES];

export const ALL_ADMIN_SCOPES: readonly AdminScope[] = Object.values(ADMIN_SCOPES);

export function isAdminScope(value: string): value is AdminScope {
  return (ALL_ADMIN_SCOPES as readonly string[]).includes(value);
}

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
  /** The admins: invite, choose their scopes, remove (issue 35). */
  accounts: 'admin:accounts',
  /** The newsroom: press releases (embargoes, preview links), coverage and brand assets. */
  press: 'admin:press',
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

/** Each scope in words, as the accounts screen offers it (one checkbox per section). */
export const ADMIN_SCOPE_LABELS: Readonly<Record<AdminScope, string>> = {
  'admin:comments': 'Blog comments: review and moderate',
  'admin:keywords': 'Moderation rules: keyword entries, limits and blocked authors',
  'admin:activity': 'Activity log',
  'admin:talent': 'Talent community: sign-ups and export',
  'admin:system': 'Background tasks and the mail outbox',
  'admin:team': 'Team members',
  'admin:jobs': 'Jobs and job sources',
  'admin:accounts': 'Admin accounts: invite, change and remove admins',
  'admin:press': 'Newsroom: press releases, coverage and brand assets',
  'admin:posts': 'Blog and news posts',
  'admin:pages': 'Pages and the hiring FAQ',
};

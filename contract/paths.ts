import { toQueryString } from './query-string';

type Query = Parameters<typeof toQueryString>[0];

const withQuery = (path: string, query?: Query) => {
  const search = query ? toQueryString(query) : '';
  return search ? `${path}?${search}` : path;
};

/** The anchor of a release's card in the press release list (links cited before releases had pages). */
export const pressReleaseAnchor = (id: number) => `release-${id}`;

/** Every route URL is built here, never pasted as a string (STYLE: one `paths` object). */
export const paths = {
  home: () => '/',
  about: (companySlug: string) => `/about-${companySlug}`,
  accelerator: () => '/accelerator',
  accessibility: () => '/accessibility',
  csr: () => '/corporate-social-responsibility',
  howWeHire: () => '/how-we-hire',
  jobs: (query?: Query) => withQuery('/job', query),
  job: (id: number | string) => `/job/${id}`,
  /** The Atom feed of a job search (issue 27): the list's filters, newest first. */
  jobFeed: (query?: Query) => withQuery('/job/feed.xml', query),
  jobExt: (slug: string) => `/job-ext/${slug}`,
  legalNotice: () => '/legal-notice',
  lifeAt: (companySlug: string) => `/life-at-${companySlug}`,
  press: () => '/press',
  brandAssets: () => '/press/brand-assets',
  pressNews: (query?: Query) => withQuery('/press/news', query),
  pressNewsItem: (id: number | string) => `/press/news/${id}`,
  pressReleases: (query?: Query) => withQuery('/press/releases', query),
  pressRelease: (id: number | string) => `/press/releases/${id}`,
  /** The press subscription's confirmation page: with its link's `token`, or an `outcome`. */
  pressSubscriptionConfirm: (query?: { token: string } | { outcome: string }) =>
    withQuery('/press/subscription/confirm', query),
  /** The unsubscribe page of the release announcements: with its link's `token`, or an `outcome`. */
  pressUnsubscribe: (query?: { token: string } | { outcome: string }) =>
    withQuery('/press/unsubscribe', query),
  /** One zip of the brand assets chosen, as a form's checkboxes send them (`?asset=1&asset=3`). */
  pressKit: () => '/api/press/press-kit',
  /** A journalist's preview of an embargoed release (noindex, never cached). */
  pressPreview: (token: string) => `/press/preview/${token}`,
  privacyPolicy: () => '/privacy-policy',
  stream: () => '/stream',
  students: () => '/students',
  talentCommunity: () => '/talent-community',
  /** The confirmation page: with the link's `token`, or with the `outcome` of confirming it. */
  talentConfirm: (query: { token: string } | { outcome: string }) =>
    `/talent-community/confirm?${new URLSearchParams(query).toString()}`,
  /** The talent community's leave page (decision 049): with its link's `token`, or an `outcome`. */
  talentLeave: (query?: { token: string } | { outcome: string }) =>
    withQuery('/talent-community/leave', query),
  /** A job alert's pages (decision 033): with their link's `token`, or an `outcome`. */
  alertConfirm: (query?: { token: string } | { outcome: string }) =>
    withQuery('/alerts/confirm', query),
  alertUnsubscribe: (query?: { token: string } | { outcome: string }) =>
    withQuery('/alerts/unsubscribe', query),
  alertManage: (query?: { token: string; outcome?: string } | { outcome: string }) =>
    withQuery('/alerts/manage', query),
  /** A comment author's confirmation page (decision 065): with its link's `token`, or an `outcome`. */
  commentAuthorConfirm: (query?: { token: string } | { outcome: string }) =>
    withQuery('/comments/confirm', query),
  team: () => '/team',
  teamMember: (id: number | string) => `/team/${id}`,
  techBlog: (query?: Query) => withQuery('/tech-blog', query),
  techBlogPost: (slug: string) => `/tech-blog/${slug}`,
  news: (query?: Query) => withQuery('/news', query),
  newsPost: (slug: string) => `/news/${slug}`,
  login: (query?: Query) => withQuery('/login', query),
  /** The embedded sign-in's "forgot password" form (issue 35). */
  forgotPassword: () => '/interaction/password/forgot',
  /** The embedded sign-in's set-password page, from an invitation or reset link. */
  setPassword: (query?: { token: string }) => withQuery('/interaction/password', query),
  admin: (section?: string) => (section ? `/admin/${section}` : '/admin'),
  /** The page of a moderator e-mail's Approve or Reject link (decision 066). */
  commentReviewLink: (query?: { token: string }) => withQuery('/moderation/comment', query),
  sitemap: () => '/sitemap.xml',
  /** One file of a sitemap split into several (from 1). */
  sitemapPart: (part: number) => `/sitemaps/${part}.xml`,
} as const;

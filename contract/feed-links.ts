/** The site's RSS feeds; pages link them from <head> and the server serves them. */
export const FEED_LINKS = {
  jobs: { path: '/feeds/jobs.xml', title: 'Open jobs' },
  techBlog: { path: '/feeds/tech-blog.xml', title: 'Tech blog' },
  news: { path: '/feeds/news.xml', title: 'Newsroom' },
  pressReleases: { path: '/feeds/press-releases.xml', title: 'Press releases' },
} as const;

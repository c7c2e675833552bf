import { useId } from 'react';

import type { PostLink, PostNextSteps as NextSteps } from '../../../contract/page-types';
import { formatDate } from '../../lib/date-format';
import { paths } from '../../../contract/paths';
import { Link } from '../link/link';
import './post-next-steps.css';

function PostLinkList({ posts }: { posts: readonly PostLink[] }) {
  return (
    <ul className="post-next__list">
      {posts.map((post) => (
        <li key={post.slug}>
          <Link to={paths.techBlogPost(post.slug)}>{post.title}</Link>
          <span className="post-next__meta">
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> ·{' '}
            {post.readingMinutes} min read
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Where a blog reader goes after a post (decision 048): the posts before and after it, related
 * posts, the author's others and the open jobs of the post's team. A part with nothing to show
 * is left out; the team's part says so when it has no open job.
 */
export function PostNextSteps({ steps, author }: { steps: NextSteps; author: string }) {
  const headingId = `next-${useId().replace(/[^\w-]/g, '')}`;
  const { previous, next, related, byAuthor, teamJobs } = steps;
  return (
    <section className="block post-next" aria-labelledby={headingId}>
      <h2 id={headingId} className="post-next__title">
        Keep reading
      </h2>
      {(previous || next) && (
        <nav className="post-next__pager" aria-label="Previous and next articles">
          {previous && (
            <Link
              className="post-next__step post-next__step--previous"
              to={paths.techBlogPost(previous.slug)}
              rel="prev"
            >
              <span className="post-next__direction">
                <span aria-hidden="true">←</span> Previous article
              </span>
              <span className="post-next__step-title">{previous.title}</span>
            </Link>
          )}
          {next && (
            <Link
              className="post-next__step post-next__step--next"
              to={paths.techBlogPost(next.slug)}
              rel="next"
            >
              <span className="post-next__direction">
                Next article <span aria-hidden="true">→</span>
              </span>
              <span className="post-next__step-title">{next.title}</span>
            </Link>
          )}
        </nav>
      )}
      <div className="post-next__groups">
        {related.length > 0 && (
          <div className="post-next__group">
            <h3>Related articles</h3>
            <PostLinkList posts={related} />
          </div>
        )}
        {byAuthor.length > 0 && (
          <div className="post-next__group">
            <h3>More by {author}</h3>
            <PostLinkList posts={byAuthor} />
          </div>
        )}
        {teamJobs && (
          <div className="post-next__group">
            <h3>Join the team: open jobs in {teamJobs.department}</h3>
            {teamJobs.list.length === 0 ? (
              <p>No open jobs in {teamJobs.department} right now.</p>
            ) : (
              <ul className="post-next__list">
                {teamJobs.list.map((job) => (
                  <li key={job.id}>
                    <Link to={paths.job(job.id)}>{job.title}</Link>
                    <span className="post-next__meta">{job.place}</span>
                  </li>
                ))}
              </ul>
            )}
            <p className="post-next__more">
              <Link to={paths.jobs({ department: teamJobs.department })}>
                All open jobs in {teamJobs.department}
              </Link>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}

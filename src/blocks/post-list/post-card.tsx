import type { PostSummary } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { formatDate } from '../../lib/date-format';
import { Link } from '../link/link';

const postPath = (post: Pick<PostSummary, 'kind' | 'slug'>) =>
  post.kind === 'blog' ? paths.techBlogPost(post.slug) : paths.newsPost(post.slug);

/** A post in a list: the title links to it; the whole card is clickable through that link. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="card post-card">
      {post.image && (
        <img
          className="post-card__image"
          src={post.image.src}
          alt=""
          width={post.image.width}
          height={post.image.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="post-card__content">
        {post.tags.length > 0 && (
          <ul className="post-card__tags" aria-label="Tags">
            {post.tags.slice(0, 3).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <h2 className="post-card__title">
          <Link to={postPath(post)} className="card__link post-card__link">
            {post.title}
          </Link>
        </h2>
        <p className="post-card__summary">{post.summary}</p>
        <p className="post-card__meta">
          <span>{post.author}</span>
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
          <span>{post.readingMinutes} min read</span>
        </p>
      </div>
    </article>
  );
}

import { useId } from 'react';

import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { formatDate } from '../../lib/date-format';
import { CommentForm } from '../comment-form/comment-form';
import { CommentList } from '../comments/comment-list';
import { ArticleBody } from './article-body';
import './article-body.css';
import './post.css';
import { Link } from '../link/link';
import { PostNextSteps } from './post-next-steps';

type PostSection = Extract<Section, { type: 'post' }>;

/** A tech-blog or news post; blog posts end with their approved comments and the comment form. */
export function PostBlock({ section, index }: { section: PostSection; index: number }) {
  const { post, comments, nextSteps } = section;
  const Heading = index === 0 ? 'h1' : 'h2';
  const commentsHeadingId = `comments-${useId().replace(/[^\w-]/g, '')}`;
  const isBlog = post.kind === 'blog';
  const updated = formatDate(post.updatedAt);
  const published = formatDate(post.publishedAt);
  return (
    <>
      <article className="block post">
        <header className="post__header">
          <p className="post__back">
            <Link to={isBlog ? paths.techBlog() : paths.news()}>
              <span aria-hidden="true">←</span> {isBlog ? 'All articles' : 'All of the newsroom'}
            </Link>
          </p>
          <Heading className="post__title">{post.title}</Heading>
          <p className="post__summary">{post.summary}</p>
          <p className="post__meta">
            <span>
              By <span className="post__author">{post.author}</span>
            </span>
            <time dateTime={post.publishedAt}>{published}</time>
            {updated && updated !== published && (
              <>
                <span>
                  Updated <time dateTime={post.updatedAt}>{updated}</time>
                </span>
              </>
            )}
            <span>{post.readingMinutes} min read</span>
          </p>
        </header>
        {post.image && (
          <img
            className="post__image"
            src={post.image.src}
            alt={post.image.alt}
            width={post.image.width}
            height={post.image.height}
            fetchPriority="high"
          />
        )}
        <ArticleBody html={post.body} />
        {post.tags.length > 0 && (
          <ul className="post__tags" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                {isBlog ? (
                  <Link to={paths.techBlog({ tag })} aria-label={`Articles tagged ${tag}`}>
                    {tag}
                  </Link>
                ) : (
                  tag
                )}
              </li>
            ))}
          </ul>
        )}
      </article>
      {nextSteps && <PostNextSteps steps={nextSteps} author={post.author} />}
      {isBlog && comments && (
        <section id="comments" className="block post__comments" aria-labelledby={commentsHeadingId}>
          <CommentList slug={post.slug} comments={comments} headingId={commentsHeadingId} />
          <CommentForm slug={post.slug} />
        </section>
      )}
    </>
  );
}

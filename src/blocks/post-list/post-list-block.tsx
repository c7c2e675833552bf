import type { Section } from '../../api/page-types';
import { paths } from '../../lib/paths';
import { Pagination } from '../pagination/pagination';
import { PostCard } from './post-card';
import './post-list.css';

type PostListSection = Extract<Section, { type: 'post-list' }>;

// Page 1 is the bare list; later pages carry `?page=N` and nothing else.
const LIST_PATH = {
  blog: (page: number) => paths.techBlog({ page: page > 1 ? page : undefined }),
  news: (page: number) => paths.news({ page: page > 1 ? page : undefined }),
};

/** The tech blog or the company news: posts newest first, eight a page. */
export function PostListBlock({ section }: { section: PostListSection }) {
  const noun = section.kind === 'blog' ? 'articles' : 'news stories';
  return (
    <section className="block post-list" aria-label={section.kind === 'blog' ? 'Articles' : 'News'}>
      {section.list.length === 0 ? (
        <p className="post-list__empty">There are no {noun} on this page.</p>
      ) : (
        <ul className="card-grid post-list__items">
          {section.list.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={section.pager.page}
        totalPages={section.pager.totalPages}
        hrefFor={LIST_PATH[section.kind]}
        label={section.kind === 'blog' ? 'Blog pages' : 'News pages'}
      />
    </section>
  );
}

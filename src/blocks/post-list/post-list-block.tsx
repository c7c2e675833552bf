import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { Link } from '../link/link';
import { Pagination } from '../pagination/pagination';
import { PostCard } from './post-card';
import './post-list.css';

type PostListSection = Extract<Section, { type: 'post-list' }>;

// Page 1 is the bare list; later pages carry `?page=N`, and a tag's list its `tag`.
const LIST_PATH = {
  blog: (page: number, tag?: string) => paths.techBlog({ tag, page: page > 1 ? page : undefined }),
  news: (page: number) => paths.news({ page: page > 1 ? page : undefined }),
};

/** The tech blog or the company news: posts newest first, eight a page; the blog by tag too. */
export function PostListBlock({ section }: { section: PostListSection }) {
  const noun = section.kind === 'blog' ? 'articles' : 'news stories';
  const { tag } = section;
  return (
    <section className="block post-list" aria-label={section.kind === 'blog' ? 'Articles' : 'News'}>
      {tag !== undefined && (
        <div className="post-list__tag">
          <h2 className="post-list__tag-title">
            Articles tagged <q>{tag}</q>{' '}
            <span className="post-list__count">({section.pager.total})</span>
          </h2>
          <Link to={paths.techBlog()}>All articles</Link>
        </div>
      )}
      {section.list.length === 0 ? (
        <p className="post-list__empty">
          {tag !== undefined && section.pager.total === 0
            ? `No articles are tagged “${tag}”.`
            : `There are no ${noun} on this page.`}
        </p>
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
        hrefFor={(page) => LIST_PATH[section.kind](page, tag)}
        label={section.kind === 'blog' ? 'Blog pages' : 'News pages'}
      />
    </section>
  );
}

import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { formatDate } from '../../lib/date-format';
import { Pagination } from '../pagination/pagination';
import './press-news-list.css';
import { Link } from '../link/link';

type PressNewsListSection = Extract<Section, { type: 'press-news-list' }>;

// Page 1 is the bare list; later pages carry `?page=N` and nothing else.
const pageHref = (page: number) => paths.pressNews({ page: page > 1 ? page : undefined });

/** Press coverage, newest first: date, source, headline and summary. */
export function PressNewsListBlock({ section }: { section: PressNewsListSection }) {
  return (
    <section className="block press-news-list" aria-label="Press coverage">
      {section.list.length === 0 ? (
        <p className="press-news-list__empty">There is no coverage on this page.</p>
      ) : (
        <ul className="press-news-list__items">
          {section.list.map((item) => (
            <li key={item.id} className="press-news-list__item">
              <p className="press-news-list__meta">
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                {item.source && (
                  <>
                    <span className="press-news-list__source">{item.source}</span>
                  </>
                )}
              </p>
              <h2 className="press-news-list__title">
                <Link to={paths.pressNewsItem(item.id)} className="press-news-list__link">
                  {item.title}
                </Link>
              </h2>
              <p className="press-news-list__summary">{item.summary}</p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={section.pager.page}
        totalPages={section.pager.totalPages}
        hrefFor={pageHref}
        label="Press coverage pages"
      />
    </section>
  );
}

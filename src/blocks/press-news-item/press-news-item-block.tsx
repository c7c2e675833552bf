import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { formatDate } from '../../lib/date-format';
import '../post/article-body.css';
import './press-news-item.css';
import { Link } from '../link/link';

type PressNewsItemSection = Extract<Section, { type: 'press-news-item' }>;

/** One piece of press coverage, with a link out to where it was published. */
export function PressNewsItemBlock({
  section,
  index,
}: {
  section: PressNewsItemSection;
  index: number;
}) {
  const { item } = section;
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <article className="block press-news-item">
      <p className="press-news-item__back">
        <Link to={paths.pressNews()}>
          <span aria-hidden="true">←</span> All press coverage
        </Link>
      </p>
      <p className="press-news-item__eyebrow">In the news</p>
      <Heading className="press-news-item__title">{item.title}</Heading>
      <p className="press-news-item__meta">
        <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        {item.source && (
          <>
            <span>
              Source:{' '}
              {item.sourceUrl ? (
                <a href={item.sourceUrl} rel="noopener noreferrer external" target="_blank">
                  {item.source}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                  <span aria-hidden="true"> ↗</span>
                </a>
              ) : (
                <span className="press-news-item__source">{item.source}</span>
              )}
            </span>
          </>
        )}
      </p>
      <p className="press-news-item__summary">{item.summary}</p>
      <div className="prose article-body" dangerouslySetInnerHTML={{ __html: item.body }} />
      {item.sourceUrl && item.source && (
        <p className="press-news-item__original">
          <a
            className="button button--ghost"
            href={item.sourceUrl}
            rel="noopener noreferrer external"
            target="_blank"
          >
            Read the original at {item.source}
            <span className="visually-hidden"> (opens in a new tab)</span>
            <span aria-hidden="true">↗</span>
          </a>
        </p>
      )}
    </article>
  );
}

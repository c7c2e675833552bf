import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import type { PressRelease, Section } from '../../api/page-types';
import { paths, pressReleaseAnchor } from '../../lib/paths';
import { formatDate } from '../../lib/date-format';
import { Pagination } from '../pagination/pagination';
import '../post/article-body.css';
import './press-release-list.css';

type PressReleaseListSection = Extract<Section, { type: 'press-release-list' }>;

// Page 1 is the bare list; later pages carry `?page=N` and nothing else.
const pageHref = (page: number) => paths.pressReleases({ page: page > 1 ? page : undefined });

function ReleaseItem({ release }: { release: PressRelease }) {
  return (
    <li className="press-release-list__item" id={pressReleaseAnchor(release.id)}>
      <p className="press-release-list__meta">
        <time dateTime={release.publishedAt}>{formatDate(release.publishedAt)}</time>
        {release.location && (
          <>
            <span>{release.location}</span>
          </>
        )}
      </p>
      <h2 className="press-release-list__title">{release.title}</h2>
      <p className="press-release-list__summary">{release.summary}</p>
      <details className="press-release-list__details">
        <summary>
          Read the full release<span className="visually-hidden">: {release.title}</span>
        </summary>
        <div
          className="prose article-body press-release-list__body"
          dangerouslySetInnerHTML={{ __html: release.body }}
        />
      </details>
    </li>
  );
}

/** A link to `#release-{id}` (press landing, feeds) opens that release, not only scrolls to it. */
function useOpenTargetedRelease() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash.startsWith('#release-')) return;
    const details = document.getElementById(hash.slice(1))?.querySelector('details');
    if (details) details.open = true;
  }, [hash]);
}

/** Official press releases, newest first; each opens in place. */
export function PressReleaseListBlock({ section }: { section: PressReleaseListSection }) {
  useOpenTargetedRelease();
  return (
    <section className="block press-release-list" aria-label="Press releases">
      {section.list.length === 0 ? (
        <p className="press-release-list__empty">There are no press releases on this page.</p>
      ) : (
        <ul className="press-release-list__items">
          {section.list.map((release) => (
            <ReleaseItem key={release.id} release={release} />
          ))}
        </ul>
      )}
      <Pagination
        page={section.pager.page}
        totalPages={section.pager.totalPages}
        hrefFor={pageHref}
        label="Press release pages"
      />
    </section>
  );
}

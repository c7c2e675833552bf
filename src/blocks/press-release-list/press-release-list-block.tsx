import type { PressReleaseListItem, Section } from '../../../contract/page-types';
import { paths, pressReleaseAnchor } from '../../../contract/paths';
import { formatDate } from '../../lib/date-format';
import { Pagination } from '../pagination/pagination';
import './press-release-list.css';
import { Link } from '../link/link';

type PressReleaseListSection = Extract<Section, { type: 'press-release-list' }>;

// Page 1 is the bare list; later pages carry `?page=N` and nothing else.
const pageHref = (page: number) => paths.pressReleases({ page: page > 1 ? page : undefined });

// The card keeps its anchor, so a link cited before releases had pages still finds it.
function ReleaseItem({ release }: { release: PressReleaseListItem }) {
  return (
    <li className="press-release-list__item" id={pressReleaseAnchor(release.id)}>
      <p className="press-release-list__meta">
        <time dateTime={release.publishedAt}>{formatDate(release.publishedAt)}</time>
        {release.location && <span>{release.location}</span>}
      </p>
      <h2 className="press-release-list__title">
        <Link to={paths.pressRelease(release.id)}>{release.title}</Link>
      </h2>
      <p className="press-release-list__summary">{release.summary}</p>
      {release.storySlug && (
        <p className="press-release-list__story">
          <Link to={paths.newsPost(release.storySlug)}>
            The story in the newsroom<span className="visually-hidden">: {release.title}</span>
          </Link>
        </p>
      )}
    </li>
  );
}

/**
 * Official press releases, newest first; each title opens the release's own page, and a release
 * that tells a newsroom story links it (the story dates the release).
 */
export function PressReleaseListBlock({ section }: { section: PressReleaseListSection }) {
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

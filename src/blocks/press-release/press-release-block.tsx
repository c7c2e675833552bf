import type { Section } from '../../../contract/page-types';
import { formatLongDate } from '../../lib/date-format';
import { paths } from '../../../contract/paths';
import { usePublicConfig } from '../../lib/public-config-context';
import { CopyLink } from '../copy-link/copy-link';
import { ShareButtons } from '../share/share-buttons';
import '../post/article-body.css';
import './press-release.css';
import { Link } from '../link/link';

type PressReleaseSection = Extract<Section, { type: 'press-release' }>;

/** An embargo's end in UTC, as a journalist must read it: "30 November 2026, 09:00 UTC". */
const embargoTime = (iso: string) => `${formatLongDate(iso)}, ${iso.slice(11, 16)} UTC`;

/**
 * One press release at its own address: where it sits in the press area, its text, and sharing.
 * A journalist's preview of an embargoed release says until when it is embargoed, and offers
 * no sharing (its public address answers nothing before then).
 */
export function PressReleaseBlock({ section }: { section: PressReleaseSection }) {
  const { release, embargoedUntil } = section;
  const { publicOrigin } = usePublicConfig();
  const shareUrl = `${publicOrigin}${paths.pressRelease(release.id)}`;
  return (
    <article className="block press-release">
      <nav className="press-release__crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={paths.press()}>Press</Link>
          </li>
          <li>
            <Link to={paths.pressReleases()}>Press releases</Link>
          </li>
          <li aria-current="page">{release.title}</li>
        </ol>
      </nav>
      {embargoedUntil && (
        <p className="press-release__embargo" role="note">
          <strong>Embargoed until {embargoTime(embargoedUntil)}.</strong> This is a preview made for
          you: please do not publish or share it before then.
        </p>
      )}
      <p className="press-release__eyebrow">Press release</p>
      <h1 className="press-release__title">{release.title}</h1>
      <p className="press-release__meta">
        <time dateTime={release.publishedAt}>{formatLongDate(release.publishedAt)}</time>
        {release.location && <span>{release.location}</span>}
        {release.storySlug && (
          <Link to={paths.newsPost(release.storySlug)}>The story in the newsroom</Link>
        )}
      </p>
      <p className="press-release__summary">{release.summary}</p>
      <div className="prose article-body" dangerouslySetInnerHTML={{ __html: release.body }} />
      {!embargoedUntil && (
        <section className="press-release__share" aria-labelledby="press-release-share">
          <h2 id="press-release-share" className="press-release__share-title">
            Share this release
          </h2>
          <CopyLink url={shareUrl} label="Link to this release" />
          <ShareButtons url={shareUrl} title={release.title} subject="this release" />
        </section>
      )}
    </article>
  );
}

import type { ReactNode } from 'react';

import type { Section } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { formatDate } from '../../lib/date-format';
import { AssetCard } from '../asset-list/asset-card';
import './press-highlights.css';
import { Link } from '../link/link';

type PressHighlightsSection = Extract<Section, { type: 'press-highlights' }>;

interface ColumnProps {
  id: string;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}

function Column({ id, title, more, children }: ColumnProps) {
  return (
    <section className="press-highlights__column" aria-labelledby={id}>
      <div className="press-highlights__column-head">
        <h2 id={id} className="press-highlights__title">
          {title}
        </h2>
        <Link to={more.to} className="press-highlights__more">
          {more.label} <span aria-hidden="true">→</span>
        </Link>
      </div>
      {children}
    </section>
  );
}

/** The press landing at a glance: the latest releases and coverage, and a few brand assets. */
export function PressHighlightsBlock({ section }: { section: PressHighlightsSection }) {
  const prefix = section.id ?? 'press-highlights';
  return (
    <div className="block press-highlights" id={section.id}>
      <div className="press-highlights__lists">
        <Column
          id={`${prefix}-releases`}
          title="Press releases"
          more={{ to: paths.pressReleases(), label: 'All releases' }}
        >
          <ul className="press-highlights__items">
            {section.releases.map((release) => (
              <li key={release.id} className="press-highlights__item">
                <time dateTime={release.publishedAt}>{formatDate(release.publishedAt)}</time>
                <h3 className="press-highlights__item-title">
                  <Link to={paths.pressRelease(release.id)}>{release.title}</Link>
                </h3>
              </li>
            ))}
          </ul>
        </Column>
        <Column
          id={`${prefix}-news`}
          title="In the news"
          more={{ to: paths.pressNews(), label: 'All coverage' }}
        >
          <ul className="press-highlights__items">
            {section.news.map((item) => (
              <li key={item.id} className="press-highlights__item">
                <span className="press-highlights__item-meta">
                  <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                  {item.source && <> · {item.source}</>}
                </span>
                <h3 className="press-highlights__item-title">
                  <Link to={paths.pressNewsItem(item.id)}>{item.title}</Link>
                </h3>
              </li>
            ))}
          </ul>
        </Column>
      </div>
      {section.assets.length > 0 && (
        <Column
          id={`${prefix}-assets`}
          title="Brand assets"
          more={{ to: paths.brandAssets(), label: 'All brand assets' }}
        >
          <ul className="press-highlights__assets">
            {section.assets.map((asset) => (
              <li key={asset.id}>
                <AssetCard asset={asset} headingLevel="h3" compact />
              </li>
            ))}
          </ul>
        </Column>
      )}
    </div>
  );
}

import type { BrandAsset } from '../../../contract/page-types';
import { formatBytes } from '../../lib/bytes';
import { LineIcon } from '../icon/icon';
import './asset-card.css';

interface AssetCardProps {
  asset: BrandAsset;
  headingLevel?: 'h2' | 'h3';
  /** The compact form (press landing) leaves out the description. */
  compact?: boolean;
}

/** A downloadable brand asset: preview (or its format), title, format and size in 1024 units. */
export function AssetCard({
  asset,
  headingLevel: Heading = 'h2',
  compact = false,
}: AssetCardProps) {
  const size = formatBytes(asset.sizeBytes);
  const format = asset.format.toUpperCase();
  return (
    <article className={`asset-card${compact ? ' asset-card--compact' : ''}`}>
      <div className="asset-card__preview">
        {asset.preview ? (
          <img
            src={asset.preview.src}
            alt=""
            width={asset.preview.width}
            height={asset.preview.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="asset-card__format-tile" aria-hidden="true">
            {format}
          </span>
        )}
      </div>
      <div className="asset-card__text">
        <Heading className="asset-card__title">{asset.title}</Heading>
        {!compact && <p className="asset-card__description">{asset.description}</p>}
        <p className="asset-card__file">
          <span className="asset-card__format">{format}</span>
          <span className="asset-card__size">{size}</span>
        </p>
        <a
          className="button button--ghost asset-card__download"
          href={asset.url}
          download
          aria-label={`Download ${asset.title} (${format}, ${size})`}
        >
          <LineIcon name="download" size={18} />
          Download
        </a>
      </div>
    </article>
  );
}

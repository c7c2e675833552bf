import type { Section } from '../../../contract/page-types';
import { AssetCard } from './asset-card';
import './asset-list.css';

type AssetListSection = Extract<Section, { type: 'asset-list' }>;

/** Every brand asset for the press, each with a direct download. */
export function AssetListBlock({ section }: { section: AssetListSection }) {
  return (
    <section className="block asset-list" aria-label="Brand assets">
      {section.list.length === 0 ? (
        <p className="asset-list__empty">
          Our brand assets are being updated. Write to the press team and we will send what you
          need.
        </p>
      ) : (
        <ul className="card-grid asset-list__items">
          {section.list.map((asset) => (
            <li key={asset.id}>
              <AssetCard asset={asset} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

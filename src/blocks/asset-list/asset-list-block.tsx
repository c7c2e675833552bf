import type { Section } from '../../../contract/page-types';
import { PressKitForm } from './press-kit-form';
import './asset-list.css';

type AssetListSection = Extract<Section, { type: 'asset-list' }>;

/** Every brand asset for the press, each with a direct download, and all of them as a press kit. */
export function AssetListBlock({ section }: { section: AssetListSection }) {
  return (
    <section className="block asset-list" aria-label="Brand assets">
      {section.list.length === 0 ? (
        <p className="asset-list__empty">
          Our brand assets are being updated. Write to the press team and we will send what you
          need.
        </p>
      ) : (
        <PressKitForm assets={section.list} />
      )}
    </section>
  );
}

import { useCallback, useId, useState } from 'react';

import type { BrandAsset } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { plural } from '../../../contract/plural';
import { formatBytes } from '../../lib/bytes';
import { useHydrated } from '../../lib/use-hydrated';
import { LineIcon } from '../icon/icon';
import { AssetCard } from './asset-card';
import './press-kit-form.css';

/** The ids a form's ticked `asset` boxes hold. */
const tickedIn = (form: HTMLFormElement) =>
  new Set(new FormData(form).getAll('asset').map((value) => Number(value)));

/**
 * The brand assets as a press kit (decision 064): every asset is ticked at first, and one button
 * downloads the ticked ones as a single zip, its size told before and updated as boxes change.
 * The form is a plain GET of the press kit's address with one `asset` per ticked box, so it works
 * before and without the page's script (the size then stays the whole kit's).
 */
export function PressKitForm({ assets }: { assets: BrandAsset[] }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const sizeId = `${id}-size`;
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () => new Set(assets.map((asset) => asset.id)),
  );
  const hydrated = useHydrated();
  // As the page hydrates, state takes the boxes the visitor already changed in the server's form.
  const keepTicked = useCallback((form: HTMLFormElement | null) => {
    if (form) setChosen(tickedIn(form));
  }, []);
  const picked = assets.filter((asset) => chosen.has(asset.id));
  const totalBytes = picked.reduce((sum, asset) => sum + asset.sizeBytes, 0);
  const size = formatBytes(totalBytes);
  const toggle = (assetId: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(assetId);
      else next.delete(assetId);
      return next;
    });

  return (
    <form
      ref={keepTicked}
      className="press-kit"
      method="get"
      action={paths.pressKit()}
      aria-labelledby={headingId}
    >
      <div className="press-kit__bar">
        <h2 id={headingId} className="press-kit__heading">
          Press kit
        </h2>
        <p id={sizeId} className="press-kit__size" aria-live="polite">
          {picked.length === 0
            ? 'No files chosen: tick the assets you want.'
            : `${plural(picked.length, 'file')} of ${assets.length} chosen, ${size} in one ZIP.`}
        </p>
        <div className="press-kit__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={picked.length === 0}
            aria-describedby={sizeId}
          >
            <LineIcon name="download" size={18} />
            Download the press kit
          </button>
          {hydrated && (
            <>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setChosen(new Set(assets.map((asset) => asset.id)))}
              >
                Choose all
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setChosen(new Set())}
              >
                Choose none
              </button>
            </>
          )}
        </div>
      </div>
      <ul className="card-grid asset-list__items">
        {assets.map((asset) => (
          <li key={asset.id} className="press-kit__item">
            <label className="press-kit__pick">
              <input
                type="checkbox"
                name="asset"
                value={asset.id}
                checked={chosen.has(asset.id)}
                onChange={(event) => toggle(asset.id, event.currentTarget.checked)}
                // The visible label starts the name; the title says which card it is.
                aria-label={`In the press kit: ${asset.title}`}
              />
              In the press kit
            </label>
            <AssetCard asset={asset} />
          </li>
        ))}
      </ul>
    </form>
  );
}

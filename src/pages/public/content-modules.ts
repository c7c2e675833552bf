import type { Section } from '../../../contract/page-types';
import { loadBlocks } from '../../blocks/block-modules';
import { lazyComponent } from '../../lib/lazy-component';

/**
 * A page's JSON-LD is for crawlers, which read the server's HTML: the browser keeps that HTML
 * without this code (`Deferred`), and loads it with the next page's data.
 */
export const STRUCTURED_DATA = lazyComponent(() =>
  import('../../blocks/page-head/structured-data-scripts').then(
    (module) => module.StructuredDataScripts,
  ),
);

/** Loads all a content page renders (its blocks and its JSON-LD), so it shows complete at once. */
export async function loadContentModules(sections: readonly Section[]): Promise<void> {
  await Promise.all([loadBlocks(sections), STRUCTURED_DATA.load()]);
}

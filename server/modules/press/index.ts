/**
 * The press module's face: what other modules, the pages, SEO and the composition root use.
 */
export {
  getBrandAssetsChangedAt,
  getPressNewsItem,
  getPressRelease,
  listBrandAssets,
  listPressNews,
  listPressNewsChanges,
  listPressReleaseChanges,
  listPressReleases,
} from './press-service';

/**
 * The press module's face: what other modules, the pages, SEO and the composition root use.
 */
export {
  countEmbargoedReleases,
  getBrandAssetsChangedAt,
  getPressNewsItem,
  getPressRelease,
  listBrandAssets,
  listPressNews,
  listPressNewsChanges,
  listPressReleaseChanges,
  listPressReleases,
} from './press-service';
export { createPressKitService } from './press-kit-service';
export { createPressKitRouter } from './press-kit.router';
export {
  ANNOUNCE_RELEASES_TASK,
  createAnnounceReleasesTask,
  pruneUnconfirmedPressSubscribersTask,
} from './press-subscription-tasks';
export { createPressSubscriptionService } from './press-subscriptions-service';
export { createPressSubscriptionsRouter } from './press-subscriptions.router';
export { readBrandAssetFile } from './brand-asset-admin-service';
export { createPressAdminService } from './press-admin-service';
export { createPressAdminRouter } from './press.admin';
export { getPreview as getPressPreview } from './press-preview-service';
export { createPressPublicRouter } from './press-public.router';
export { createPressPublicService } from './press-public-service';
export { publishEmbargoedReleasesTask } from './publish-embargoed-releases.task';

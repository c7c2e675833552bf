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
export { createPressKitService } from './press-kit-service';
export { createPressKitRouter } from './press-kit.router';
export {
  ANNOUNCE_RELEASES_TASK,
  createAnnounceReleasesTask,
  pruneUnconfirmedPressSubscribersTask,
} from './press-subscription-tasks';
export { createPressSubscriptionService } from './press-subscriptions-service';
export { createPressSubscriptionsRouter } from './press-subscriptions.router';

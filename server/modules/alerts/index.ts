/**
 * The alerts module's face: what other modules, the pages, SEO and the composition root use.
 */
export {
  createAlertService,
  deleteAlertsOfAddress,
  saveConfirmedAlert,
  type DigestLinkSource,
} from './alert-service';
export { createAlertsRouter } from './alerts.router';
export { pruneUnconfirmedAlertsTask } from './prune-unconfirmed.task';
export { createSendDigestsTask, SEND_DIGESTS_TASK } from './send-digests.task';

/**
 * The talent module's face: what other modules, the pages, SEO and the composition root use.
 */
export { pruneUnconfirmedSignupsTask } from './prune-unconfirmed.task';
export { createTalentCommunityAdminRouter } from './talent-community.admin';
export { createTalentLeaveRouter } from './talent-leave.router';
export {
  countAllSignups,
  createTalentAdminService,
  createTalentService,
  talentLeaveLinks,
} from './talent-service';
export { createTalentRouter } from './talent.router';

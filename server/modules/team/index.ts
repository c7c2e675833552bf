/**
 * The team module's face: what other modules, the pages, SEO and the composition root use.
 */
export { createTeamAdminService } from './team-admin-service';
export { createTeamPortraitRouter } from './team-portrait.router';
export {
  createTeamService,
  getTeamMember,
  listTeamMemberChanges,
  listTeamMembers,
} from './team-service';
export { createTeamAdminRouter } from './team.admin';

/**
 * The accounts module's face: what other modules, the pages, SEO and the composition root use.
 */
export { createAccountAdminService, listSignedInAdmins } from './account-admin-service';
export {
  createAccountsAdminRouter,
  createExternalAccountAdminRouter,
  createOwnAccountAdminRouter,
} from './accounts.admin';
export { findModerator, findModeratorsMailed, type Moderator } from './moderator-service';
export { createOwnAccountService } from './own-account-service';
export { createPasswordLinkService, type AccountSettings } from './password-link-service';
export { createPasswordPagesRouter } from './password-pages.router';

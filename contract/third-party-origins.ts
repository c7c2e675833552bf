/** Third-party hosts the browser code loads from; the server's CSP (server/platform/http/csp.ts) names them. */

// SPEC §7: the tag manager's script, loaded only when a GTM id is configured.
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The only settings the browser receives (ARCHITECTURE: an explicit allow-list). */
export interface PublicConfig {
  apiBase: string;
  publicOrigin: string;
  companyName: string;
  companySlug: string;
  pageCacheMinutes: number;
  authAutoLogout: boolean;
  gtmId: string | null;
  hiringChatScriptUrl: string | null;
  oidc: { issuer: string; clientId: string; audience: string };
}

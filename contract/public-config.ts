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
  /** The share of page views whose speed is measured, 0 to 1 (decision 067). */
  webVitalsSampleRate: number;
  oidc: { issuer: string; clientId: string; audience: string };
}

let configured = '/api';

/** Sets the product API's base (SPEC §7: an environment setting, `/api` by default). */
export function setApiBase(apiBase: string): void {
  configured = apiBase;
}

/** The API base the HTTP client resolves relative URLs against when it is created. */
export const apiBase = (): string => configured;

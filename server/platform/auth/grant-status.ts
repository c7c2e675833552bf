import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { KyselyOidcAdapter } from './oidc-adapter';

/**
 * The claim that names, in each access token of the embedded provider, the grant it was issued
 * under. A JWT access token is not stored, so it cannot be revoked itself; its grant can.
 */
export const GRANT_ID_CLAIM = 'grant_id';

/** What an access token says about where it came from. */
export interface TokenOrigin {
  grantId: string;
  sub: string;
  clientId: string;
}

/** Whether the grant behind a token still stands, for the account and client the token names. */
export type GrantCheck = (origin: TokenOrigin) => Promise<boolean>;

/**
 * Reads the provider's grants where it keeps them (`oidc_model`). oidc-provider deletes a grant
 * when its refresh token is revoked (sign-out), when a used refresh token comes back (replay),
 * and when the session ends (RP-initiated logout); from then on every access token issued under
 * it is refused, not just its refresh token.
 *
 * @example
 * const grantStands = createGrantCheck(db);
 * await grantStands({ grantId, sub, clientId: 'somnia-web' }); // => false after sign-out
 */
export function createGrantCheck(db: Kysely<Database>): GrantCheck {
  const grants = new KyselyOidcAdapter('Grant', db);
  return async ({ grantId, sub, clientId }) => {
    const grant = await grants.find(grantId);
    return grant?.accountId === sub && grant.clientId === clientId;
  };
}

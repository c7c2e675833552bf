import type { Kysely } from 'kysely';

import { ANONYMOUS, recordActivity } from '../../activity/record-activity';
import type { Database } from '../../db/schema';
import type { TalentSignupInput } from './talent-schemas';
import { upsertSignup } from './talent.repository';

/**
 * Joins the talent community: a second signup with the same e-mail (any case) updates the
 * first. The signup and its activity row are written in one transaction.
 */
export async function joinTalentCommunity(
  db: Kysely<Database>,
  signup: TalentSignupInput,
): Promise<{ id: number; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const result = await upsertSignup(trx, signup);
    await recordActivity(trx, {
      actor: ANONYMOUS,
      action: result.created ? 'talent.signed_up' : 'talent.updated',
      entity: 'talent_signup',
      entityId: result.id,
      details: { country: signup.country, interests: signup.interests },
    });
    return result;
  });
}

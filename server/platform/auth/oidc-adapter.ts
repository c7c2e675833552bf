import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { isSafeText } from '../http/safe-text';

/** What oidc-provider stores for each model (Session, Grant, RefreshToken, Interaction …). */
type AdapterPayload = Record<string, unknown> & {
  grantId?: string;
  userCode?: string;
  uid?: string;
  consumed?: boolean;
};

function parsePayload(value: unknown): AdapterPayload {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return (typeof parsed === 'object' && parsed !== null ? parsed : {}) as AdapterPayload;
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * oidc-provider's adapter interface over the `oidc_model` table: every model the provider
 * persists lives in the database, so a restart signs nobody out (MACHINE.md).
 */
export class KyselyOidcAdapter {
  constructor(
    private readonly model: string,
    private readonly db: Kysely<Database>,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: optionalString(payload.grantId),
      user_code: optionalString(payload.userCode),
      uid: optionalString(payload.uid),
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insertInto('oidc_model')
      .values({ model: this.model, id, ...row })
      .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(row))
      .execute();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    if (!isSafeText(id)) return;
    await this.db
      .updateTable('oidc_model')
      .set({ consumed_at: new Date() })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    if (!isSafeText(id)) return;
    await this.db
      .deleteFrom('oidc_model')
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  /** Revoking a grant removes every token issued under it, whatever its model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    if (!isSafeText(grantId)) return;
    await this.db.deleteFrom('oidc_model').where('grant_id', '=', grantId).execute();
  }

  private async findWhere(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    // A token or id from a request body (the provider parses its own): text PostgreSQL would
    // refuse is no stored id, so the provider answers its own 400 (invalid_grant …), not a 500.
    if (!isSafeText(value)) return undefined;
    const row = await this.db
      .selectFrom('oidc_model')
      .select(['payload', 'expires_at', 'consumed_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) return undefined;
    const payload = parsePayload(row.payload);
    return row.consumed_at ? { ...payload, consumed: true } : payload;
  }
}

/** Expired models are never read again; removing them keeps the table small. */
export async function deleteExpiredOidcModels(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('oidc_model')
    .where('expires_at', '<=', new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

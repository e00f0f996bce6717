/**
 * oidc-provider storage in PostgreSQL (table account_provider_sandbox_store): sessions,
 * interactions, authorization codes, grants and tokens are visible to every worker, and a
 * consumed authorization code stays consumed whichever worker sees it again.
 */
import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { Adapter, AdapterPayload } from 'oidc-provider';

const t = schema.accountProviderSandboxStore;

export function createPgAdapterFactory(database: Database, realm: string) {
  const { db } = database;
  return (name: string): Adapter => {
    // Models of the realms are kept apart (both providers may use the same ids' space).
    const model = `${realm}:${name}`;
    return {
      async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
        const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
        const row = { model, id, payload, grantId: payload.grantId ?? null, uid: payload.uid ?? null, userCode: payload.userCode ?? null, expiresAt };
        await db
          .insert(t)
          .values(row)
          .onConflictDoUpdate({
            target: [t.model, t.id],
            set: { payload, grantId: row.grantId, uid: row.uid, userCode: row.userCode, expiresAt, consumedAt: null },
          });
      },
      async find(id: string) {
        const [row] = await db
          .select()
          .from(t)
          .where(and(eq(t.model, model), eq(t.id, id), sql`(${t.expiresAt} IS NULL OR ${t.expiresAt} > now())`))
          .limit(1);
        if (!row) return undefined;
        const payload = row.payload as AdapterPayload;
        return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
      },
      async findByUid(uid: string) {
        const [row] = await db
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.model, model), eq(t.uid, uid)))
          .limit(1);
        return row ? this.find(row.id) : undefined;
      },
      async findByUserCode(userCode: string) {
        const [row] = await db
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.model, model), eq(t.userCode, userCode)))
          .limit(1);
        return row ? this.find(row.id) : undefined;
      },
      async consume(id: string) {
        await db
          .update(t)
          .set({ consumedAt: sql`now()` })
          .where(and(eq(t.model, model), eq(t.id, id)));
      },
      async destroy(id: string) {
        await db.delete(t).where(and(eq(t.model, model), eq(t.id, id)));
      },
      async revokeByGrantId(grantId: string) {
        await db.delete(t).where(and(sql`${t.model} LIKE ${realm + ':%'}`, eq(t.grantId, grantId)));
      },
    };
  };
}

/** Removes expired rows (called now and then by the sandbox). */
export async function sweepExpired(database: Database): Promise<void> {
  await database.db.delete(t).where(sql`${t.expiresAt} < now() - interval '1 hour'`);
}

/** Queries of this module's own table: which provider identity is linked to which member. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const l = schema.accountProviderLinks;
export type ProviderLink = typeof l.$inferSelect;

export function createLinkStore(database: Database) {
  const { db } = database;
  return {
    async bySubject(issuer: string, subject: string): Promise<ProviderLink | undefined> {
      const [row] = await db
        .select()
        .from(l)
        .where(and(eq(l.issuer, issuer), eq(l.subject, subject)))
        .limit(1);
      return row;
    },

    /** Links the identity to the member (the first link of an identity wins), refreshing company and last sign-in. */
    async link(
      input: { memberId: number; realm: 'account' | 'enterprise'; issuer: string; subject: string; companyCode?: string; companyName?: string },
      now: Date,
    ): Promise<ProviderLink> {
      const [row] = await db
        .insert(l)
        .values({ ...input, companyCode: input.companyCode ?? null, companyName: input.companyName ?? null, createdAt: now, lastLoginAt: now })
        .onConflictDoUpdate({
          target: [l.issuer, l.subject],
          set: { lastLoginAt: now, companyCode: input.companyCode ?? null, companyName: input.companyName ?? null },
        })
        .returning();
      return row;
    },

    /** The member's most recent enterprise link (company), if any. */
    async enterpriseOf(memberId: number, companyCode?: string): Promise<ProviderLink | undefined> {
      const [row] = await db
        .select()
        .from(l)
        .where(
          and(eq(l.memberId, memberId), eq(l.realm, 'enterprise'), sql`${l.companyCode} IS NOT NULL`, companyCode ? eq(l.companyCode, companyCode) : undefined),
        )
        .orderBy(desc(l.lastLoginAt))
        .limit(1);
      return row;
    },
  };
}

export type LinkStore = ReturnType<typeof createLinkStore>;

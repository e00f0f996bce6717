/**
 * Third-party account binding (spec 6, 8, 9): one live account per type and member, an
 * external account bound to one member at a time, the main account (the account-provider
 * identity) never unbound, and no rebinding of a type within 30 days after unbinding.
 * Every write runs under the member's advisory lock (and the external account's), so two
 * simultaneous round trips cannot both bind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { beijingDate } from '@shop/contracts/beijing-time';
import { maskMobile } from '@shop/contracts/masking';
import { MAIN_ACCOUNT_TYPE, REBIND_WAIT_DAYS, THIRD_AUTH_CONFIGS, type BindType, type Binding } from '@shop/contracts/verification';
import { fail, ShopError } from '../../../../platform/shop-error.ts';
import type { Member } from '../../member.service.ts';

const b = schema.memberBindings;
const DAY_MS = 24 * 3600 * 1000;
const STATE_TTL_MS = 10 * 60 * 1000;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/** Beijing calendar date of an instant, YYYY-MM-DD. */

export function createBindingService({ database }: { database: Database }) {
  const { db } = database;

  async function lastUnbound(ex: Tx | Database['db'], memberId: number, type: string) {
    const [row] = await ex
      .select({ unboundAt: b.unboundAt })
      .from(b)
      .where(and(eq(b.memberId, memberId), eq(b.type, type), isNotNull(b.unboundAt)))
      .orderBy(desc(b.unboundAt))
      .limit(1);
    return row?.unboundAt ?? null;
  }

  /** The rules that can be judged before the round trip (and again when it ends). */
  async function checkCanBind(ex: Tx | Database['db'], memberId: number, type: BindType, now: Date): Promise<void> {
    const [live] = await ex
      .select({ id: b.id })
      .from(b)
      .where(and(eq(b.memberId, memberId), eq(b.type, type), isNull(b.unboundAt)))
      .limit(1);
    if (live) throw fail('ERR_BIND_TYPE_EXISTS');
    const unboundAt = await lastUnbound(ex, memberId, type);
    if (unboundAt) {
      const until = new Date(unboundAt.getTime() + REBIND_WAIT_DAYS * DAY_MS);
      if (until > now)
        throw fail('ERR_BIND_REBIND_BLOCKED', {
          message: `解绑后30天内不可重新绑定，请于${beijingDate(until.getTime())}后再试`,
          data: { rebindAvailableAtMs: until.getTime() },
        });
    }
  }

  return {
    checkCanBind: (memberId: number, type: BindType, now: Date) => checkCanBind(db, memberId, type, now),

    /** A new authorisation round trip: the state (returned once; only its hash is kept). */
    async startState(memberId: number, type: BindType, returnTo: string, now: Date): Promise<string> {
      const state = randomBytes(24).toString('base64url');
      await db
        .insert(schema.bindingStates)
        .values({ stateHash: sha(state), memberId, type, returnTo, createdAt: now, expiresAt: new Date(now.getTime() + STATE_TTL_MS) });
      return state;
    },

    /** Uses the state up: it must be this member's, for this type, unused and fresh. Answers the way back. */
    async consumeState(state: string, memberId: number, type: BindType, now: Date): Promise<{ returnTo: string } | null> {
      const [row] = await db
        .update(schema.bindingStates)
        .set({ usedAt: now })
        .where(
          and(
            eq(schema.bindingStates.stateHash, sha(state)),
            eq(schema.bindingStates.memberId, memberId),
            eq(schema.bindingStates.type, type),
            isNull(schema.bindingStates.usedAt),
            gt(schema.bindingStates.expiresAt, now),
          ),
        )
        .returning({ returnTo: schema.bindingStates.returnTo });
      return row ?? null;
    },

    /** The way back a state asked for (even a used or stale one), to show the error there. */
    async returnToOf(state: string): Promise<string | null> {
      const [row] = await db
        .select({ returnTo: schema.bindingStates.returnTo })
        .from(schema.bindingStates)
        .where(eq(schema.bindingStates.stateHash, sha(state)))
        .limit(1);
      return row?.returnTo ?? null;
    },

    async bind(memberId: number, type: BindType, externalId: string, nickname: string, now: Date): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'binding:' + memberId}))`);
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'binding-ext:' + type + ':' + externalId}))`);
          await checkCanBind(tx, memberId, type, now);
          const [other] = await tx
            .select({ memberId: b.memberId })
            .from(b)
            .where(and(eq(b.type, type), eq(b.externalId, externalId), isNull(b.unboundAt)))
            .limit(1);
          if (other) throw fail('ERR_BIND_ACCOUNT_TAKEN');
          await tx.insert(b).values({ memberId, type, externalId, nickname: nickname.slice(0, 40), boundAt: now });
        });
      } catch (err) {
        if (err instanceof ShopError) throw err;
        // A unique index caught a race the locks did not (different lock order): still a clear answer.
        if ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') throw fail('ERR_BIND_ACCOUNT_TAKEN');
        throw err;
      }
    },

    async unbind(memberId: number, code: string, now: Date): Promise<void> {
      const cfg = THIRD_AUTH_CONFIGS.find((c) => c.code === code);
      if (!cfg) throw fail('ERR_BIND_TYPE_UNKNOWN');
      if (cfg.main) throw fail('ERR_BIND_MAIN_ACCOUNT');
      const done = await db
        .update(b)
        .set({ unboundAt: now })
        .where(and(eq(b.memberId, memberId), eq(b.type, code), isNull(b.unboundAt)))
        .returning({ id: b.id });
      if (!done.length) throw fail('ERR_BIND_NOT_BOUND');
    },

    /** The member's live external id of a type, or null. */
    async externalIdOf(memberId: number, type: BindType): Promise<string | null> {
      const [row] = await db
        .select({ externalId: b.externalId })
        .from(b)
        .where(and(eq(b.memberId, memberId), eq(b.type, type), isNull(b.unboundAt)))
        .limit(1);
      return row?.externalId ?? null;
    },

    /** Every type with the member's state: the main account always bound. */
    async list(member: Member, now: Date): Promise<Binding[]> {
      const rows = await db.select().from(b).where(eq(b.memberId, member.id)).orderBy(desc(b.boundAt));
      return THIRD_AUTH_CONFIGS.map((cfg) => {
        if (cfg.code === MAIN_ACCOUNT_TYPE) {
          return { ...cfg, bound: true, nickname: maskMobile(member.mobile), boundAt: member.createdAt.toISOString(), rebindAvailableAtMs: null };
        }
        const live = rows.find((r) => r.type === cfg.code && !r.unboundAt);
        const lastUnbind = rows
          .filter((r) => r.type === cfg.code && r.unboundAt)
          .map((r) => r.unboundAt!.getTime())
          .sort((x, y) => y - x)[0];
        const until = lastUnbind !== undefined ? lastUnbind + REBIND_WAIT_DAYS * DAY_MS : null;
        return {
          ...cfg,
          bound: !!live,
          nickname: live?.nickname ?? null,
          boundAt: live?.boundAt.toISOString() ?? null,
          rebindAvailableAtMs: !live && until !== null && until > now.getTime() ? until : null,
        };
      });
    },
  };
}

export type BindingService = ReturnType<typeof createBindingService>;

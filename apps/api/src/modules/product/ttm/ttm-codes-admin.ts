/**
 * TTM 邀请码 of the console (营销, issue #16), kept by the product module that owns the TTM
 * tables: generate a batch of one-time codes for a TTM product with an expiry, list them with
 * their use, void an unused one. A code is 12 characters of TTM_CODE_ALPHABET drawn by
 * crypto random (no look-alike characters); the code is the table's primary key and a batch is
 * inserted with ON CONFLICT DO NOTHING and topped up until complete, so generating twice never
 * gives one code two holders. Voiding is a conditional UPDATE on the row a member's
 * verification updates (member_id IS NULL), so a code is voided or used, never both.
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import {
  TTM_CODE_ALPHABET,
  TTM_CODE_LENGTH,
  TTM_CODE_LIMITS,
  type TtmCodeQuery,
  type TtmCodeRow,
  type TtmCodeState,
  ttmCodeQuerySchema,
  type ttmCodeGenerateSchema,
} from '@shop/contracts/marketing-admin';
import type { z } from 'zod';
import { fail } from '../../../platform/shop-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { AuditWrite } from '../admin/catalogue-admin.service.ts';

const c = schema.ttmCodes;
const p = schema.products;
type Code = typeof c.$inferSelect;

/** Rows per INSERT statement (10,000 codes: 10 statements). */
const INSERT_CHUNK = 1000;

/** One code: TTM_CODE_LENGTH characters, each drawn uniformly by crypto.randomInt. */
function newTtmCode(): string {
  let code = '';
  for (let i = 0; i < TTM_CODE_LENGTH; i++) code += TTM_CODE_ALPHABET[randomInt(TTM_CODE_ALPHABET.length)];
  return code;
}

function ttmCodeState(code: Pick<Code, 'memberId' | 'voidedAt' | 'expiresAt'>, nowMs: number): TtmCodeState {
  if (code.memberId !== null) return 'used';
  if (code.voidedAt !== null) return 'voided';
  return code.expiresAt !== null && code.expiresAt.getTime() <= nowMs ? 'expired' : 'unused';
}

function stateWhere(state: TtmCodeState, now: Date): SQL | undefined {
  if (state === 'used') return isNotNull(c.memberId);
  const open = and(isNull(c.memberId), isNull(c.voidedAt));
  if (state === 'voided') return and(isNull(c.memberId), isNotNull(c.voidedAt));
  if (state === 'expired') return and(open, lte(c.expiresAt, now));
  return and(open, or(isNull(c.expiresAt), gt(c.expiresAt, now)));
}

const ms = (d: Date | null) => (d ? d.getTime() : null);

export function createTtmCodesAdmin({ database, clock }: { database: Database; clock: Clock }) {
  const { db } = database;

  const rowOf = (code: Code, productName: string, nowMs: number): TtmCodeRow => ({
    code: code.code,
    spuCode: code.spuCode,
    productName,
    batchNo: code.batchNo,
    createdAt: code.createdAt.getTime(),
    expiresAt: ms(code.expiresAt),
    state: ttmCodeState(code, nowMs),
    memberId: code.memberId,
    usedAt: ms(code.usedAt),
    voidedAt: ms(code.voidedAt),
  });

  const productNameOf = async (spuCode: string) => (await db.select({ name: p.name }).from(p).where(eq(p.spuCode, spuCode)).limit(1))[0]?.name ?? '';

  return {
    /** The TTM products with their code counts. */
    async programmes() {
      const rows = await db
        .select({
          spuCode: schema.ttmSpus.spuCode,
          productName: sql<string>`coalesce(${p.name}, '')`,
          total: sql<number>`(SELECT count(*) FROM ${c} WHERE ${c.spuCode} = ${schema.ttmSpus.spuCode})`.mapWith(Number),
          used: sql<number>`(SELECT count(*) FROM ${c} WHERE ${c.spuCode} = ${schema.ttmSpus.spuCode} AND ${c.memberId} IS NOT NULL)`.mapWith(Number),
        })
        .from(schema.ttmSpus)
        .leftJoin(p, eq(p.spuCode, schema.ttmSpus.spuCode))
        .orderBy(schema.ttmSpus.spuCode);
      return { list: rows };
    },

    async list(input: TtmCodeQuery) {
      const q = ttmCodeQuerySchema.parse(input);
      const now = clock.now();
      const where = and(
        q.spuCode ? eq(c.spuCode, q.spuCode) : undefined,
        q.state ? stateWhere(q.state, now) : undefined,
        q.batchNo ? eq(c.batchNo, q.batchNo) : undefined,
        q.code ? eq(c.code, q.code.toUpperCase()) : undefined,
      );
      const rows = await db
        .select({ code: c, productName: sql<string>`coalesce(${p.name}, '')`, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(c)
        .leftJoin(p, eq(p.spuCode, c.spuCode))
        .where(where)
        .orderBy(desc(c.createdAt), c.code)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && q.page > 1) total = (await db.select({ n: count() }).from(c).where(where))[0]?.n ?? 0;
      return { list: rows.map((r) => rowOf(r.code, r.productName, now.getTime())), total, page: q.page, pageSize: q.pageSize };
    },

    async generate(input: z.output<typeof ttmCodeGenerateSchema>, audit: AuditWrite) {
      const now = clock.now();
      if (input.expiresAt <= now.getTime()) throw fail('E_VALIDATION', { message: '过期时间须晚于当前时间' });
      if (input.expiresAt - now.getTime() > TTM_CODE_LIMITS.expiryMaxMs) throw fail('E_VALIDATION', { message: '过期时间最长为一年' });
      const [prog] = await db.select().from(schema.ttmSpus).where(eq(schema.ttmSpus.spuCode, input.spuCode)).limit(1);
      if (!prog) throw fail('ERR_ADMIN_TTM_NOT_PROGRAMME', { message: `商品 ${input.spuCode} 不是TTM邀请购买商品` });
      const batchNo = `TTM-${now.getTime().toString(36).toUpperCase()}-${newTtmCode().slice(0, 4)}`;
      const expiresAt = new Date(input.expiresAt);
      await db.transaction(async (tx) => {
        let made = 0;
        // A drawn code already taken (by this batch or any before) is skipped by the primary key and drawn again.
        while (made < input.count) {
          const want = Math.min(INSERT_CHUNK, input.count - made);
          const values = Array.from({ length: want }, () => ({ code: newTtmCode(), spuCode: input.spuCode, batchNo, createdAt: now, expiresAt }));
          const inserted = await tx.insert(c).values(values).onConflictDoNothing().returning({ code: c.code });
          made += inserted.length;
        }
        await audit(tx, {
          action: 'marketing.ttm-codes.generated',
          target: `ttm-batch:${batchNo}`,
          after: { spuCode: input.spuCode, count: input.count, expiresAt: expiresAt.toISOString() },
        });
      });
      return { batchNo, spuCode: input.spuCode, count: input.count, expiresAt: input.expiresAt };
    },

    /** Voids an unused code (also an expired one, so it reads 已作废); a used one: 409; a voided one is answered as it is. */
    async void(code: string, audit: AuditWrite): Promise<TtmCodeRow> {
      const key = code.toUpperCase();
      const row = await db.transaction(async (tx) => {
        const now = clock.now();
        const [voided] = await tx
          .update(c)
          .set({ voidedAt: now })
          .where(and(eq(c.code, key), isNull(c.memberId), isNull(c.voidedAt)))
          .returning();
        if (voided) {
          await audit(tx, {
            action: 'marketing.ttm-code.voided',
            target: `ttm-code:${key}`,
            before: { state: ttmCodeState({ ...voided, voidedAt: null }, now.getTime()) },
            after: { state: 'voided', spuCode: voided.spuCode, batchNo: voided.batchNo },
          });
          return voided;
        }
        const [found] = await tx.select().from(c).where(eq(c.code, key)).limit(1);
        if (!found) throw fail('ERR_ADMIN_TTM_CODE_NOT_FOUND');
        if (found.memberId !== null) throw fail('ERR_ADMIN_TTM_CODE_USED');
        return found;
      });
      return rowOf(row, await productNameOf(row.spuCode), clock.now().getTime());
    },
  };
}

export type TtmCodesAdmin = ReturnType<typeof createTtmCodesAdmin>;

/**
 * 服务 of the console (issue #16): the value-added services sold with a product (table
 * product_services: 安装, 延保, 关怀计划) — list, create, edit, take off sale and put back. A
 * service is never deleted, since orders keep what they bought by its code: 下架 (on_sale false,
 * migration 0033) hides it from the product page, the cart's options and checkout. Each write
 * runs in one transaction with its audit row; the table's public-data trigger (migration 0008)
 * moves the version and NOTIFYs, so every worker's product page shows the change at once.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Database, type Tx } from '@shop/db';
import {
  SERVICE_KINDS,
  type ServiceAdminQuery,
  type ServiceAdminRow,
  serviceAdminQuerySchema,
  type serviceInputSchema,
} from '@shop/contracts/product-service-admin';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuditWrite } from './catalogue-admin.service.ts';

const t = schema.productServices;
type Service = typeof t.$inferSelect;
type ServiceInput = z.output<typeof serviceInputSchema>;

const CODE_PREFIX: Record<Service['kind'], string> = { install: 'INST', warranty: 'EW', care: 'CARE' };

const rowOf = (v: Service): ServiceAdminRow => ({
  code: v.code,
  kind: v.kind,
  kindTitle: SERVICE_KINDS[v.kind],
  name: v.name,
  description: v.description,
  price: v.price,
  months: v.months,
  /** Written only through serviceInputSchema (or the seed), so each is one of the contracts' product types. */
  productTypes: v.productTypes as ServiceAdminRow['productTypes'],
  sortOrder: v.sortOrder,
  onSale: v.onSale,
});

const auditView = (v: Service) => {
  const { code: _code, ...rest } = rowOf(v);
  return rest;
};

/** Like-pattern of a keyword, its wildcards taken literally. */
const likeOf = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createServiceAdmin({ database, clock }: { database: Database; clock: Clock }) {
  const { db } = database;

  async function lockedService(tx: Tx, code: string): Promise<Service> {
    const [v] = await tx.select().from(t).where(eq(t.code, code)).for('update');
    if (!v) throw fail('ERR_ADMIN_SERVICE_NOT_FOUND');
    return v;
  }

  /** No other service of the kind with the name (the product page would show two alike). */
  async function checkName(tx: Tx, kind: Service['kind'], name: string, exceptCode?: string) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`service-name:${kind}`}))`);
    const [other] = await tx
      .select({ code: t.code })
      .from(t)
      .where(and(eq(t.kind, kind), eq(t.name, name), exceptCode ? sql`${t.code} <> ${exceptCode}` : undefined))
      .limit(1);
    if (other) throw fail('ERR_ADMIN_SERVICE_NAME_TAKEN', { message: `${SERVICE_KINDS[kind]}中已有名为「${name}」的服务`, data: { name } });
  }

  async function setOnSale(code: string, onSale: boolean, audit: AuditWrite): Promise<ServiceAdminRow> {
    return db.transaction(async (tx) => {
      const before = await lockedService(tx, code);
      if (before.onSale === onSale) return rowOf(before);
      const [after] = await tx.update(t).set({ onSale }).where(eq(t.code, code)).returning();
      await audit(tx, {
        action: onSale ? 'catalogue.service.put-on' : 'catalogue.service.taken-off',
        target: `service:${code}`,
        before: auditView(before),
        after: auditView(after!),
      });
      return rowOf(after!);
    });
  }

  return {
    async list(input: ServiceAdminQuery) {
      const q = serviceAdminQuerySchema.parse(input);
      const where: SQL | undefined = and(
        q.kind ? eq(t.kind, q.kind) : undefined,
        q.productType ? sql`${q.productType} = ANY(${t.productTypes})` : undefined,
        q.onSale ? eq(t.onSale, q.onSale === 'true') : undefined,
        q.keyword ? ilike(t.name, likeOf(q.keyword)) : undefined,
      );
      const rows = await db
        .select({ v: t, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(t)
        .where(where)
        .orderBy(asc(t.sortOrder), asc(t.code))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && q.page > 1) {
        const [c] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(t)
          .where(where);
        total = c?.n ?? 0;
      }
      return { list: rows.map((r) => rowOf(r.v)), total, page: q.page, pageSize: q.pageSize };
    },

    async create(input: ServiceInput, audit: AuditWrite): Promise<ServiceAdminRow> {
      return db.transaction(async (tx) => {
        await checkName(tx, input.kind, input.name);
        const code = `${CODE_PREFIX[input.kind]}-${clock.now().getTime().toString(36).toUpperCase()}${randomBytes(2).toString('hex').toUpperCase()}`;
        const [v] = await tx
          .insert(t)
          .values({ code, ...input })
          .returning();
        await audit(tx, { action: 'catalogue.service.created', target: `service:${code}`, after: auditView(v!) });
        return rowOf(v!);
      });
    },

    async update(code: string, input: ServiceInput, audit: AuditWrite): Promise<ServiceAdminRow> {
      return db.transaction(async (tx) => {
        const before = await lockedService(tx, code);
        await checkName(tx, input.kind, input.name, code);
        const [after] = await tx.update(t).set(input).where(eq(t.code, code)).returning();
        await audit(tx, { action: 'catalogue.service.updated', target: `service:${code}`, before: auditView(before), after: auditView(after!) });
        return rowOf(after!);
      });
    },

    /** 下架: no longer offered to new sales; kept for the orders that bought it. Already off: answered as it is. */
    takeOff: (code: string, audit: AuditWrite) => setOnSale(code, false, audit),
    /** 重新上架. Already on: answered as it is. */
    putOn: (code: string, audit: AuditWrite) => setOnSale(code, true, audit),
  };
}

export type ServiceAdmin = ReturnType<typeof createServiceAdmin>;

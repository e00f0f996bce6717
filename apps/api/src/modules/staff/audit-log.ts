/**
 * The append-only audit log of staff writes (table staff_audit_log; the database refuses to
 * change or delete a row, migration 0012). Each entry is written on the transaction of the write
 * it records, so a write and its record commit or vanish together. Values before and after are
 * the fields that changed, never a password hash or a secret.
 */
import { and, asc, count, desc, eq, gte, lte, min, sql, type SQL } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import type { z } from 'zod';
import type { staffAuditPageSchema, staffAuditQuerySchema } from '@shop/contracts/staff';

const { staffAuditLog } = schema;

/** What was done: `staff.login.succeeded`, `catalogue.product.updated`, … (domain first). */
export interface AuditEntry {
  at: Date;
  /** The staff member who did it; null for a failed sign-in under an unknown name or the command line. */
  staffId: number | null;
  /** Their name at the time, or who acted otherwise (命令行 …, 未知账号). */
  actor: string;
  /** The client address (the request's, behind a trusted proxy its forwarded one). */
  ip: string | null;
  action: string;
  /** What it was done to: `staff:12`, `product:S26U`, … */
  target?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordAudit(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(staffAuditLog).values({
    at: entry.at,
    staffId: entry.staffId,
    actor: entry.actor,
    ip: entry.ip,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const LOGIN_FAILED = 'staff.login.failed';

/** Failed sign-ins from one address since `since`: how many, and the oldest (for Retry-After). */
export async function failedSignInsFrom(tx: Db | Tx, ip: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await tx
    .select({ n: count(), oldest: min(staffAuditLog.at) })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, LOGIN_FAILED), eq(staffAuditLog.ip, ip), gte(staffAuditLog.at, since)));
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
}

/** The search of 超级管理员: filters all optional, newest first unless `sort` is `at` (`action` and `target` match a prefix: `staff.login` finds both outcomes, `staff:` every account). */
export async function searchAudit(db: Db, q: z.output<typeof staffAuditQuerySchema>): Promise<z.input<typeof staffAuditPageSchema>> {
  const where: SQL[] = [];
  if (q.action) where.push(sql`starts_with(${staffAuditLog.action}, ${q.action})`);
  if (q.target) where.push(sql`starts_with(${staffAuditLog.target}, ${q.target})`);
  if (q.actor) where.push(eq(staffAuditLog.actor, q.actor));
  if (q.staffId !== undefined) where.push(eq(staffAuditLog.staffId, q.staffId));
  if (q.from !== undefined) where.push(gte(staffAuditLog.at, new Date(q.from)));
  if (q.to !== undefined) where.push(lte(staffAuditLog.at, new Date(q.to)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffAuditLog)
      .where(filter)
      .orderBy(...(q.sort === 'at' ? [asc(staffAuditLog.at), asc(staffAuditLog.id)] : [desc(staffAuditLog.at), desc(staffAuditLog.id)]))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(staffAuditLog).where(filter),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      at: r.at.getTime(),
      staffId: r.staffId,
      actor: r.actor,
      ip: r.ip,
      action: r.action,
      target: r.target,
      before: (r.before as Record<string, unknown> | null) ?? null,
      after: (r.after as Record<string, unknown> | null) ?? null,
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/**
 * Sends the "back in stock" SMS for arrival notices whose SKU can be bought again.
 * Each notice is claimed (notified_at set) before its message goes out, so two runs never
 * text the same shopper twice; a failed send releases the claim for the next run.
 * Run by a one-minute interval job (index.ts, not in tests) and callable directly.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { Clock } from '../../../platform/clock.ts';
import type { SmsSender } from '../../../adapters/sms/sms-sender.ts';
import type { CatalogLookup } from '../catalog-lookup.ts';

export interface NotifierDeps {
  database: Database;
  /** Which SKUs can be bought again (the product module's catalogue). */
  catalogue: Pick<CatalogLookup, 'buyableSkus'>;
  clock: Clock;
  sms: SmsSender;
  log?: { warn(obj: object, msg: string): void };
}

const BATCH = 200;

export async function notifyArrivals(
  { database, catalogue, clock, sms, log }: NotifierDeps,
  opts: { skuCodes?: string[] } = {},
): Promise<{ sent: number; failed: number }> {
  const { db } = database;
  const n = schema.arrivalNotices;
  const b = catalogue.buyableSkus();
  const due = await db
    .select({ id: n.id, mobile: n.mobile, skuCode: n.skuCode, name: b.name, skuName: b.skuName })
    .from(n)
    .innerJoin(b, eq(b.skuCode, n.skuCode))
    .where(and(isNull(n.notifiedAt), opts.skuCodes ? inArray(n.skuCode, opts.skuCodes) : undefined))
    .orderBy(asc(n.id))
    .limit(BATCH);

  let sent = 0;
  let failed = 0;
  for (const row of due) {
    const [claimed] = await db
      .update(n)
      .set({ notifiedAt: clock.now() })
      .where(and(eq(n.id, row.id), isNull(n.notifiedAt)))
      .returning({ id: n.id });
    if (!claimed) continue;
    try {
      await sms.send({ mobile: row.mobile, template: 'arrival-notice', params: { name: row.skuName || row.name } });
      sent++;
    } catch (err) {
      failed++;
      await db.update(n).set({ notifiedAt: sql`NULL` }).where(eq(n.id, row.id));
      log?.warn({ err, noticeId: row.id }, 'arrival SMS not sent; retried next run');
    }
  }
  return { sent, failed };
}

/**
 * The flash sale's sold-out check (issue #15 item 5) is never stale: two activity services on
 * one database play two workers (or two instances). When one gives units back (a cancel, a
 * failed placement, the sweep), the other's very next ask sees them; an ask made while a read
 * was under way waits for a read sent after it. The sold-out refusal is only for a running sale
 * of the line's kind with fewer units left than asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test-database.ts';
import { eq, inArray } from 'drizzle-orm';
import { connect, schema, type Database } from '@shop/db';
import { createActivityService } from '../src/modules/marketing/activity.service.ts';
import { randomText } from './harness.ts';

let database: Database;
const tag = randomText(4).toUpperCase();
const codes: string[] = [];

async function sale(
  name: string,
  units: number,
  window: { beginMs: number; endMs: number } = { beginMs: Date.now() - 3600_000, endMs: Date.now() + 3600_000 },
) {
  const actCd = `SO${tag}${name}`;
  codes.push(actCd);
  const [a] = await database.db
    .insert(schema.activities)
    .values({ actCd, actTyp: 10, name: '售罄测试', beginAt: new Date(window.beginMs), endAt: new Date(window.endMs), rules: {} })
    .returning({ id: schema.activities.id });
  const skuCode = `SO${tag}${name}-SKU`;
  await database.db.insert(schema.activitySkus).values({ activityId: a!.id, skuCode, actPrice: 100, actStock: units, limitPerMember: 2 });
  return { actCd, skuCode };
}

const ask = (s: { actCd: string; skuCode: string }, qty = 1) => ({ actCd: s.actCd, skuCode: s.skuCode, qty, subTyp: 3, siteCd: 'main' });

beforeAll(async () => {
  database = connect(testDatabaseUrl(), { max: 6 });
});

afterAll(async () => {
  if (!database) return;
  const acts = database.db.select({ id: schema.activities.id }).from(schema.activities).where(inArray(schema.activities.actCd, codes));
  await database.db.delete(schema.activityStockHolds).where(inArray(schema.activityStockHolds.activityId, acts));
  await database.db.delete(schema.activitySkus).where(inArray(schema.activitySkus.activityId, acts));
  await database.db.delete(schema.activities).where(inArray(schema.activities.actCd, codes));
  await database.close();
});

describe('the flash sale sold-out check', () => {
  it('sees a unit another worker gives back at its very next ask', async () => {
    const s = await sale('A', 1);
    const workerA = createActivityService(database);
    const workerB = createActivityService(database);
    const now = () => new Date();

    expect(await workerA.soldOut(ask(s), now())).toBe(false);
    // Worker B sells the only unit: worker A answers sold out, for one piece and for two.
    const held = await workerB.holdActivityStock(s.actCd, s.skuCode, 1);
    expect(held).not.toBeNull();
    expect(await workerA.soldOut(ask(s), now())).toBe(true);
    expect(await workerA.soldOut(ask(s, 2), now())).toBe(true);
    // A failed hold in worker A does not make it trust what it saw afterwards.
    expect(await workerA.holdActivityStock(s.actCd, s.skuCode, 1)).toBeNull();

    // Worker B's placement fails and gives the unit back: worker A's next ask sees it.
    await workerB.releaseActivityStockHold(held!);
    expect(await workerA.soldOut(ask(s), now())).toBe(false);

    // Sold again, then a cancelled order gives it back in worker B (its own transaction).
    const again = await workerA.holdActivityStock(s.actCd, s.skuCode, 1);
    expect(await workerA.soldOut(ask(s), now())).toBe(true);
    await database.db.transaction((tx) => workerA.claimActivityStockHold(tx, again!));
    await database.db.transaction((tx) => workerB.giveBackFlashSaleStock(tx, s.actCd, s.skuCode, 1));
    expect(await workerA.soldOut(ask(s), now())).toBe(false);

    // A restock made straight in the database (the operator's) is seen at once as well.
    await workerB.holdActivityStock(s.actCd, s.skuCode, 1);
    expect(await workerA.soldOut(ask(s), now())).toBe(true);
    const [act] = await database.db.select({ id: schema.activities.id }).from(schema.activities).where(eq(schema.activities.actCd, s.actCd));
    await database.db.update(schema.activitySkus).set({ actStock: 5 }).where(eq(schema.activitySkus.activityId, act!.id));
    expect(await workerA.soldOut(ask(s), now())).toBe(false);
  });

  it('an ask made while a read is under way waits for a read sent after it', async () => {
    const s = await sale('B', 1);
    const workerA = createActivityService(database);
    const workerB = createActivityService(database);
    await workerB.holdActivityStock(s.actCd, s.skuCode, 1);
    // Many asks at once share reads; one that starts after the give-back commits must see it.
    const early = Array.from({ length: 20 }, () => workerA.soldOut(ask(s), new Date()));
    const [act] = await database.db.select({ id: schema.activities.id }).from(schema.activities).where(eq(schema.activities.actCd, s.actCd));
    await database.db.update(schema.activitySkus).set({ actStock: 1 }).where(eq(schema.activitySkus.activityId, act!.id));
    const late = await workerA.soldOut(ask(s), new Date());
    expect(late).toBe(false);
    // The early ones may have seen either state; each answered.
    for (const answer of await Promise.all(early)) expect(typeof answer).toBe('boolean');
  });

  it('refuses as sold out only a running sale of the line’s kind, within the limit', async () => {
    const running = await sale('C', 0);
    const later = await sale('D', 0, { beginMs: Date.now() + 3600_000, endMs: Date.now() + 7200_000 });
    const w = createActivityService(database);
    expect(await w.soldOut(ask(running), new Date())).toBe(true);
    // Not started yet: the full way answers (not 已抢光).
    expect(await w.soldOut(ask(later), new Date())).toBe(false);
    // Over the limit of 2: the full way answers 限购.
    expect(await w.soldOut(ask(running, 3), new Date())).toBe(false);
    // A pre-sale line for a flash sale, an unknown activity: not this check's refusal.
    expect(await w.soldOut({ ...ask(running), subTyp: 4 }, new Date())).toBe(false);
    expect(await w.soldOut({ ...ask(running), actCd: `NOPE${tag}` }, new Date())).toBe(false);
  });
});

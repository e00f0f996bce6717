/** The hourly purge of order tokens: only tokens expired more than a day ago go; a used or live one stays while it may matter. */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@shop/db';
import { createCheckoutRepository } from '../src/modules/order/checkout/checkout.repository.ts';
import { createOrderTokens, ORDER_TOKEN_KEEP_MS, ORDER_TOKEN_TTL_MS } from '../src/modules/order/checkout/order-token.ts';
import { useTestApi } from './harness.ts';

const t = useTestApi();

describe('order token purge', () => {
  it('deletes tokens expired more than a day ago and keeps the rest', async () => {
    const db = t.database.db;
    const tokens = createOrderTokens(createCheckoutRepository(t.database));
    const memberId = randomInt(1e9, 2e9);
    const now = new Date();
    const issuedAgo = async (ms: number) => (await tokens.issue(memberId, new Date(now.getTime() - ms))).token;
    const old = await issuedAgo(ORDER_TOKEN_TTL_MS + ORDER_TOKEN_KEEP_MS + 60_000);
    const recentlyExpired = await issuedAgo(ORDER_TOKEN_TTL_MS + 60_000);
    const live = await issuedAgo(0);
    await db.update(schema.orderTokens).set({ usedAt: now, orderNo: '000000000000000000' }).where(eq(schema.orderTokens.token, recentlyExpired));

    expect(await tokens.purgeExpired(now)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ token: schema.orderTokens.token })
      .from(schema.orderTokens)
      .where(inArray(schema.orderTokens.token, [old, recentlyExpired, live]));
    expect(left.map((r) => r.token).sort()).toEqual([recentlyExpired, live].sort());
    // A used token still answers the double submit; a live one still places the order.
    await expect(tokens.check(recentlyExpired, memberId, now)).rejects.toMatchObject({ code: 'ERR_ORDER_DUPLICATE_SUBMIT' });
    await expect(tokens.check(live, memberId, now)).resolves.toBeUndefined();
  });
});

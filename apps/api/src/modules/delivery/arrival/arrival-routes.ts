/**
 * Arrival notice (到货通知) for a sold-out SKU: the shopper proves the mobile with an SMS
 * code (purpose 'arrival', same limits as the login code) and is told by SMS when the SKU
 * is back (arrival-notifier.ts).
 */
import type { FastifyInstance } from 'fastify';
import { pdpEndpoints } from '@shop/contracts/endpoints/pdp';
import { schema } from '@shop/db';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { DeliveryParts } from '../delivery-needs.ts';
import type { CatalogLookup } from '../catalog-lookup.ts';

export const ARRIVAL_SMS_PURPOSE = 'arrival';

export function arrivalRoutes(api: FastifyInstance, deps: Pick<DeliveryParts, 'ctx' | 'members' | 'smsCodes'>, catalog: CatalogLookup) {
  const { db } = deps.ctx.database;

  routeEndpoint(api, pdpEndpoints.arrivalSmsCode, async (req) =>
    ok(req, await deps.smsCodes.request({ mobile: req.body.mobile, ip: req.ip, deviceId: req.body.deviceId, purpose: ARRIVAL_SMS_PURPOSE })),
  );

  routeEndpoint(api, pdpEndpoints.arrivalNotify, async (req) => {
    const { skuCd, mobile, code } = req.body;
    const sku = await catalog.sku(skuCd);
    if (!sku) throw fail('E_NOT_FOUND', { message: '商品不存在' });
    if (sku.buyable) throw fail('ERR_ARRIVAL_IN_STOCK');
    // The code is checked (and used up) only for a request that could succeed.
    await deps.smsCodes.verify(mobile, code, ARRIVAL_SMS_PURPOSE);

    const member = await deps.members.ofAuth(req.auth);
    const t = schema.arrivalNotices;
    const inserted = await db
      .insert(t)
      .values({ skuCode: sku.skuCode, mobile, memberId: member?.id ?? null, createdAt: deps.ctx.clock.now() })
      .onConflictDoNothing({ target: [t.skuCode, t.mobile] })
      .returning({ id: t.id });
    req.log.info({ skuCode: sku.skuCode, repeat: inserted.length === 0 }, 'arrival notice');
    return ok(req, { subscribed: true as const, alreadySubscribed: inserted.length === 0 });
  });
}

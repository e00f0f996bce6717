/**
 * Arrival notice (到货通知) for a sold-out SKU: the shopper proves the mobile with an SMS
 * code (purpose 'arrival', same limits as the login code) and is told by SMS when the SKU
 * is back (arrival-notifier.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, smsCodeRequestSchema, smsCodeResponseSchema } from '@shop/contracts';
import { arrivalNoticeRequestSchema, arrivalNoticeResponseSchema } from '@shop/contracts/delivery';
import { schema } from '@shop/db';
import { ok } from '../../../platform/envelope.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { DeliveryParts } from '../delivery-needs.ts';
import type { CatalogLookup } from '../catalog-lookup.ts';

export const ARRIVAL_SMS_PURPOSE = 'arrival';
const tags = ['delivery'];

export function arrivalRoutes(api: FastifyInstance, deps: Pick<DeliveryParts, 'ctx' | 'members' | 'smsCodes'>, catalog: CatalogLookup) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.ctx.database;

  r.post(
    '/product/code/sms',
    {
      schema: {
        tags,
        summary: '到货通知：发送短信验证码',
        description: 'multipart/form-data、表单或 JSON：mobile、deviceId、可选 nvcVal。限制与登录验证码相同（60 秒一次、每天 10 次、每 IP 每小时上限）。',
        body: smsCodeRequestSchema,
        response: { 200: envelopeSchema(smsCodeResponseSchema) },
      },
    },
    async (req) => ok(req, await deps.smsCodes.request({ mobile: req.body.mobile, ip: req.ip, deviceId: req.body.deviceId, purpose: ARRIVAL_SMS_PURPOSE })),
  );

  r.post(
    '/product/pdp/skuArrivalNotice/notifyMe',
    {
      config: { auth: 'any' },
      schema: {
        tags,
        summary: '到货通知：订阅',
        description: '校验短信验证码后登记；同一手机号重复订阅同一 SKU 返回 alreadySubscribed: true。有货的 SKU 返回 409。',
        body: arrivalNoticeRequestSchema,
        response: { 200: envelopeSchema(arrivalNoticeResponseSchema) },
      },
    },
    async (req) => {
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
    },
  );
}

/**
 * Delivery-address calls (our design; checkout and the personal centre share them). Member
 * only; a member reaches only their own addresses (another's id answers 404).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { addressInputSchema, addressSchema } from '@shop/contracts/address';
import { ok } from '../../../platform/envelope.ts';
import type { ModuleDeps } from '../../../module-deps.ts';
import type { AddressService } from './address.service.ts';

const tags = ['order'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const idParams = z.object({ id: z.coerce.number({ error: '地址编号不正确' }).int({ error: '地址编号不正确' }).positive({ error: '地址编号不正确' }).max(Number.MAX_SAFE_INTEGER, { error: '地址编号不正确' }) });

export function addressRoutes(api: FastifyInstance, deps: ModuleDeps, addresses: AddressService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  r.get(
    '/order/address/list',
    { config: memberOnly, schema: { tags, summary: '我的收货地址（默认地址在前）', security, response: { 200: envelopeSchema(z.array(addressSchema)) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await addresses.list(await memberId(req)));
    },
  );

  r.post(
    '/order/address/save',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '新增或修改收货地址',
        description: '无 id 为新增（最多 20 个，第一个自动设为默认），有 id 为修改本人地址。省市区须为 GB/T 2260 代码且层级匹配（否则 400 ERR_DELIVERY_ADDRESS）；仅支持中国大陆地址。',
        security,
        body: addressInputSchema,
        response: { 200: envelopeSchema(addressSchema) },
      },
    },
    async (req) => ok(req, await addresses.save(await memberId(req), req.body)),
  );

  r.post(
    '/order/address/default/:id',
    { config: memberOnly, schema: { tags, summary: '设为默认地址', security, params: idParams, response: { 200: envelopeSchema(addressSchema) } } },
    async (req) => ok(req, await addresses.setDefault(await memberId(req), req.params.id)),
  );

  r.post(
    '/order/address/delete/:id',
    { config: memberOnly, schema: { tags, summary: '删除收货地址（删除默认地址时，最近修改的地址成为默认）', security, params: idParams, response: { 200: envelopeSchema(z.null()) } } },
    async (req) => {
      await addresses.remove(await memberId(req), req.params.id);
      return ok(req, null);
    },
  );
}

/**
 * Delivery-address endpoints (our design; checkout and the personal centre share them).
 * Member only; a member reaches only their own addresses (another's id answers 404).
 */
import { z } from 'zod';
import { addressInputSchema, addressSchema } from '../address.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['order'];
const auth = 'member' as const;

/** `:id` of the address calls. */
export const addressIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: '地址编号不正确' })
    .int({ error: '地址编号不正确' })
    .positive({ error: '地址编号不正确' })
    .max(Number.MAX_SAFE_INTEGER, { error: '地址编号不正确' }),
});

export const addressEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/order/address/list',
    data: z.array(addressSchema),
    summary: '我的收货地址（默认地址在前）',
    tags,
    auth,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/order/address/save',
    body: addressInputSchema,
    data: addressSchema,
    summary: '新增或修改收货地址',
    description:
      '无 id 为新增（最多 20 个，第一个自动设为默认），有 id 为修改本人地址。省市区须为 GB/T 2260 代码且层级匹配（否则 400 ERR_DELIVERY_ADDRESS）；仅支持中国大陆地址。',
    tags,
    auth,
  }),
  setDefault: defineEndpoint({
    method: 'POST',
    path: '/api/order/address/default/:id',
    params: addressIdParamsSchema,
    data: addressSchema,
    summary: '设为默认地址',
    tags,
    auth,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/order/address/delete/:id',
    params: addressIdParamsSchema,
    data: z.null(),
    summary: '删除收货地址（删除默认地址时，最近修改的地址成为默认）',
    tags,
    auth,
  }),
};

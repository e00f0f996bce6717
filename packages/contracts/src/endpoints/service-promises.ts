/** The shop's service promises (CMS content per site), read by the product page and checkout. Public. */
import { servicePromisesQuerySchema, servicePromisesSchema } from '../service-promises.ts';
import { defineEndpoint } from '../endpoint.ts';
import { cmsPlatformParamsSchema } from './cms.ts';

export const servicePromiseEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/cms/:platform/servicePromises',
    params: cmsPlatformParamsSchema,
    query: servicePromisesQuerySchema,
    data: servicePromisesSchema,
    summary: '服务承诺（官方正品、包邮、无理由退货等）',
    description:
      '按站点返回（站点未单独配置时用 cn 的内容）。给出 skuCd 时，不适用于其中任何商品的承诺不返回，部分适用的在 except 中列出不适用的商品；bespoke=1（定制购买）时不返回不适用于定制商品的承诺。未知的 SKU 编码忽略。',
    tags: ['cms'],
  }),
};

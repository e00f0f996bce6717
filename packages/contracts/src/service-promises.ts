/**
 * The shop's service promises (官方正品 · 全场包邮 · 7天无理由退货 …, issue #14 item 8): CMS
 * content per site, shown next to the product page's price and at checkout. Each promise says
 * in a line what it means and links to the guide page that explains it. A promise may leave
 * out some purchases (a bespoke order from 7天无理由退货, product types): the API leaves such a
 * promise out for them, so a page never shows a promise the shop would not keep.
 */
import { z } from 'zod';
import { SITE_CODE_PATTERN } from './site.ts';

/** SKU codes one call may name (a checkout's lines). */
export const SERVICE_PROMISE_SKUS_MAX = 50;
const SKU_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export const servicePromiseSchema = z
  .object({
    code: z.string().meta({ description: '承诺编码，如 genuine、free-shipping、return-7d' }),
    title: z.string().meta({ description: '短标题，如 7天无理由退货' }),
    summary: z.string().meta({ description: '一句话说明' }),
    href: z.string().meta({ description: '说明页（站内路径），如 /shoppingMall/aftersales' }),
    except: z.array(z.string()).meta({ description: '所问商品中不适用本承诺的商品名称（部分适用时）；全部适用为空数组' }),
  })
  .meta({ id: 'ServicePromise' });
export type ServicePromise = z.infer<typeof servicePromiseSchema>;

export const servicePromisesSchema = z.object({
  siteCd: z.string().meta({ description: '内容所属站点（该站点未单独配置时为 cn）' }),
  promises: z.array(servicePromiseSchema),
});
export type ServicePromises = z.infer<typeof servicePromisesSchema>;

const flag = z
  .enum(['0', '1', 'true', 'false'], { error: '定制标记不正确' })
  .transform((v) => v === '1' || v === 'true')
  .meta({ description: '1：定制（个性化）购买，不适用于定制商品的承诺不返回' });

export const servicePromisesQuerySchema = z.object({
  siteCd: z
    .string()
    .regex(SITE_CODE_PATTERN, { error: '站点编码格式不正确' })
    .transform((s) => s.toLowerCase())
    .optional()
    .meta({ description: '站点；缺省取 siteCd Cookie，再缺省为 cn' }),
  skuCd: z
    .string()
    .max(SERVICE_PROMISE_SKUS_MAX * 65, { error: `最多 ${SERVICE_PROMISE_SKUS_MAX} 个商品` })
    .transform((s) => [...new Set(s.split(',').map((c) => c.trim()))].filter(Boolean))
    .pipe(
      z.array(z.string().regex(SKU_CODE, { error: '商品编码格式不正确' })).max(SERVICE_PROMISE_SKUS_MAX, { error: `最多 ${SERVICE_PROMISE_SKUS_MAX} 个商品` }),
    )
    .optional()
    .meta({ description: '所购商品的 SKU 编码，逗号分隔；给出时只返回适用于这些商品的承诺' }),
  bespoke: flag.optional(),
});
export type ServicePromisesQuery = z.input<typeof servicePromisesQuerySchema>;

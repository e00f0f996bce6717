/** Address and query parameters of the product-page routes, with Chinese messages. */
import { z } from 'zod';

export const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const STK_PRICE_MAX = 50;

export const prodCdSchema = z.string().trim().min(1, '商品编码不能为空').max(40, '商品编码过长').regex(CODE, '商品编码格式有误');
export const skuCdSchema = z.string().trim().min(1, 'SKU 编码不能为空').max(60, 'SKU 编码过长').regex(CODE, 'SKU 编码格式有误');

export const prodParams = z.object({ prodCd: prodCdSchema });
export const prodSkuParams = z.object({
  prodCd: prodCdSchema,
  skuCd: skuCdSchema,
});
/** Routes with an optional trailing SKU code are registered twice: without and with it. */
export const withOptionalSku = (path: string) =>
  [
    [path, prodParams],
    [`${path}/:skuCd`, prodSkuParams],
  ] as const;
export const skuOf = (params: { prodCd: string } | { prodCd: string; skuCd: string }) => ('skuCd' in params ? params.skuCd : undefined);
export const skuParams = z.object({ skuCode: skuCdSchema });
export const skuIdParams = z.object({
  skuId: z
    .string()
    .regex(/^\d{1,15}$/, 'SKU ID 格式有误')
    .transform(Number),
});

const siteCd = z.string().trim().max(32).optional().meta({
  description: '站点代码（cn / student / enterprise）；缺省取 Cookie siteCd，再缺省 cn',
});
const previewToken = z.string().trim().max(200).optional().meta({ description: '预览令牌（草稿商品）' });

export const pageQuery = z.object({
  siteCd,
  page: z
    .enum(['activity', 'product'], {
      message: 'page 只能是 activity 或 product',
    })
    .optional()
    .meta({
      description: '活动商品页 activity / 普通商品页 product（决定 typCd 的解析）',
    }),
  previewToken,
});
export const viewQuery = pageQuery.extend({
  previewToken: z.string({ message: '缺少预览令牌' }).trim().min(1, '缺少预览令牌').max(200),
});
export const siteQuery = z.object({ siteCd, previewToken });
export const inInfoQuery = siteQuery.extend({ skuCd: skuCdSchema.optional() });
export const bespokeQuery = siteQuery.extend({
  skuCd: skuCdSchema.optional(),
  choice: z.string().trim().max(400).optional().meta({ description: '所选定制项，如 topPanel:navy,material:glass' }),
});

/** One SKU code or a comma list of at most 50, de-duplicated in order. */
export const skuListParams = z.object({
  x: z
    .string()
    .max(4000)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length >= 1, 'SKU 编码不能为空')
    .refine((list) => list.length <= STK_PRICE_MAX, `一次最多查询 ${STK_PRICE_MAX} 个 SKU`)
    .refine((list) => list.every((c) => c.length <= 60 && CODE.test(c)), 'SKU 编码格式有误'),
});

export const recCountParams = z.object({
  prodCd: prodCdSchema,
  x: z
    .string()
    .regex(/^\d{1,2}$/, '推荐数量应为 1–20')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 20, '推荐数量应为 1–20'),
});
export const recSkuParams = z.object({
  x: z.string().trim().min(1).max(64, '编码过长').regex(CODE, '编码格式有误'),
});

/**
 * Delivery and product-page services (issue #4): address regions, the promised delivery
 * date, arrival notices, TTM early-access verification, live rooms, product-page ads and
 * the share poster. Shapes of the /api answers; the storefront imports this sub-path.
 */
import { z } from 'zod';
import { mobileSchema } from './validation.ts';

// ── regions: GET /api/sys/region/children/{parentCode} ──────────────────────────────────
export const regionCodeSchema = z.string().regex(/^\d{6}$/, { error: '地区编码应为6位数字' });
export const regionSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Only on provinces: false for 港澳台 (listed, not delivered to). */
  supported: z.boolean().optional(),
});
export type Region = z.infer<typeof regionSchema>;
export const regionListSchema = z.array(regionSchema);

// ── promised date: GET /api/product/deliveryTime/v2/getES/{sku}/{p}/{c}/{d} ───────────────
export const DELIVERY_TYP = { appointment: 1, express: 2 } as const;
export const deliveryEstimateSchema = z.object({
  skuCd: z.string(),
  address: z.object({ province: z.string(), city: z.string(), district: z.string() }),
  /** Beijing calendar date YYYY-MM-DD. */
  deliveryDate: z.string(),
  weekday: z.string(),
  /** Calendar days from today (Beijing time), ≥ 1. */
  days: z.number().int().min(1),
  /** e.g. 现在下单，预计11月24日（周二）送达 */
  text: z.string(),
  /** Today's order cut-off, HH:mm Beijing time. */
  cutoff: z.string(),
  shipsToday: z.boolean(),
  /** 2 express; 1 delivery by appointment (large appliances). */
  deliveryTyp: z.union([z.literal(1), z.literal(2)]),
  hub: z.string(),
  remote: z.boolean(),
  /** The SKU cannot be bought now (no stock or off sale): the date applies once it can. */
  soldOut: z.boolean(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

// ── arrival notice ─────────────────────────────────────────────────────────────────────
export const arrivalNoticeRequestSchema = z.object({
  skuCd: z.string().trim().min(1, { error: '请选择商品' }).max(64, { error: '商品编码过长' }),
  mobile: mobileSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: '请输入6位数字验证码' }),
});
export const arrivalNoticeResponseSchema = z.object({
  subscribed: z.literal(true),
  /** The same mobile already asked for this SKU: nothing new was stored. */
  alreadySubscribed: z.boolean(),
});

// ── TTM (early-access qualification) ───────────────────────────────────────────────────
export const ttmVerifyStateSchema = z.object({
  /** The SPU sells only to members holding a verified invitation code. */
  required: z.boolean(),
  /** The signed-in member has verified one for this SPU (false for visitors). */
  verified: z.boolean(),
  hint: z.string(),
});
export type TtmVerifyState = z.infer<typeof ttmVerifyStateSchema>;
export const ttmVerifyRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { error: '请输入邀请码' })
    .max(32, { error: '邀请码格式不正确' })
    .transform((s) => s.toUpperCase()),
});

// ── live rooms ─────────────────────────────────────────────────────────────────────────
export const LIVE_PLATFORMS = ['pc', 'mobile'] as const;
export const liveIconSchema = z.object({
  live: z.boolean(),
  type: z.enum(['live', 'record']).nullable(),
  title: z.string(),
  url: z.string(),
  cover: z.string(),
});
export type LiveIcon = z.infer<typeof liveIconSchema>;
export const liveRoomSchema = z.object({
  id: z.number().int(),
  spuCd: z.string(),
  title: z.string(),
  url: z.string(),
  cover: z.string(),
  startsAt: z.string(),
});
export type LiveRoom = z.infer<typeof liveRoomSchema>;

// ── product-page ads ───────────────────────────────────────────────────────────────────
export const pdpAdSchema = z.object({
  id: z.string(),
  posCd: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  href: z.string(),
  sort: z.number().int(),
});
export type PdpAd = z.infer<typeof pdpAdSchema>;
export const pdpGiftRemarkSchema = z.object({
  /** The code asked for (SPU or SKU). */
  code: z.string(),
  /** Empty when the product has no gift remark. */
  remark: z.string(),
});

// ── share poster: POST /api/act/market/getPdpSharePic ──────────────────────────────────
export const sharePosterRequestSchema = z.object({
  spuCd: z.string().trim().min(1, { error: '请选择商品' }).max(64, { error: '商品编码过长' }),
  skuCd: z.string().trim().min(1).max(64, { error: '商品编码过长' }).optional(),
});
export const sharePosterSchema = z.object({
  /** The poster as a same-origin picture URL (under /api). */
  url: z.string(),
  /** The same picture inline, for saving without a second request. */
  dataUri: z.string(),
  /** The product page the QR code opens. */
  productUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SharePoster = z.infer<typeof sharePosterSchema>;

/**
 * Bespoke designs (定制方案, custGoods/addCustGoods): a bespoke SKU with the option chosen in
 * each of its product's groups. The product page saves the design before 加入购物车 / 立即购买
 * and the line carries its number; the cart, checkout and order price the line from the
 * product's options at that moment (SKU price + each option's delta), and the order line keeps
 * the design as attributes, so what the page showed as 定制价 is what is charged and made.
 */
import { z } from 'zod';
import type { BespokeGroup } from './pdp-rules.ts';

const fen = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}（分）` });

const shortCode = (what: string) =>
  z
    .string({ error: `${what}有误` })
    .trim()
    .min(1, `${what}有误`)
    .max(32, `${what}有误`)
    .regex(/^[A-Za-z0-9_-]+$/, `${what}有误`);

/** CG + 12 digits. */
export const custGoodsNoSchema = z.string().regex(/^CG\d{12}$/, '定制编号有误');

export const addCustGoodsBodySchema = z.object({
  skuCd: shortCode('SKU 编码'),
  choice: z
    .record(shortCode('定制项'), shortCode('定制选项'), { error: '请选择定制方案' })
    .refine((c) => Object.keys(c).length <= 10, '定制项过多')
    .meta({ description: '定制项 → 所选选项；未传的定制项取默认选项' }),
});
export type AddCustGoodsBody = z.infer<typeof addCustGoodsBodySchema>;

export const designPartSchema = z.object({
  group: z.string(),
  groupName: z.string(),
  option: z.string(),
  optionName: z.string(),
  priceDelta: fen('该选项加价'),
});
export type DesignPart = z.infer<typeof designPartSchema>;

export const customGoodsSchema = z.object({
  custGoodsNo: z.string().meta({ example: 'CG202611270001' }),
  skuCd: z.string(),
  spuCd: z.string(),
  skuNm: z.string(),
  basePrice: fen('SKU 售价'),
  price: fen('定制价（SKU 售价 + 各选项加价）'),
  design: z.array(designPartSchema),
  existed: z.boolean().meta({ description: 'true：同一 SKU 的同一方案已保存过，返回原编号' }),
});
export type CustomGoods = z.infer<typeof customGoodsSchema>;

/**
 * The whole design of a choice: every group of the product in its order, with the chosen
 * option (a group left out takes its first, the default), the price it adds, and the canonical
 * key two equal designs share. null when the choice names a group or option the product lacks.
 */
export function bespokeDesign(
  groups: readonly BespokeGroup[],
  choice: Readonly<Record<string, string>>,
): { parts: DesignPart[]; delta: number; key: string; choice: Record<string, string> } | null {
  if (groups.length === 0) return null;
  for (const group of Object.keys(choice)) if (!groups.some((g) => g.code === group)) return null;
  const parts: DesignPart[] = [];
  for (const g of groups) {
    const picked = choice[g.code] ?? g.options[0]?.code;
    const option = g.options.find((o) => o.code === picked);
    if (!option) return null;
    parts.push({ group: g.code, groupName: g.name, option: option.code, optionName: option.name, priceDelta: option.priceDelta });
  }
  const full = Object.fromEntries(parts.map((p) => [p.group, p.option]));
  const key = Object.keys(full)
    .sort()
    .map((k) => `${k}:${full[k]}`)
    .join(',');
  return { parts, delta: parts.reduce((n, p) => n + p.priceDelta, 0), key, choice: full };
}

/** A saved design as a cart or order line prices it: its parts and the delta they add now; `parts` null when an option was withdrawn. */
export interface DesignNow {
  custGoodsNo: string;
  skuCode: string;
  parts: DesignPart[] | null;
  delta: number;
}

/** The design as order-line attributes: 上门板颜色 = 海军蓝 … */
export const designAttrs = (parts: readonly DesignPart[]) => parts.map((p) => ({ name: p.groupName, value: p.optionName }));

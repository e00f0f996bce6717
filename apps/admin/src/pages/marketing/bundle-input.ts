/**
 * The 套装 and 赠品 dialogs' values as the API takes them (bundle prices typed in yuan → fen), the
 * rule of one field checked with the API's own schema over the whole body (so a field inside the
 * item list gets its own issue), and which field a refusal of the API belongs to.
 */
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import type { ApiError } from '../../api.ts';
import type { FieldName } from '../../form-dialog.tsx';
import { toFen } from '../catalogue/money.ts';

type Refusal = Pick<ApiError, 'code' | 'message' | 'data'>;

export interface BundleFormValues {
  name?: string;
  mainSpuCode?: string;
  /** Each accessory: its SKU and its bundle price in yuan. */
  items?: { skuCode?: string; bundlePriceYuan?: number | null }[];
}

export const toBundleInput = (v: BundleFormValues) => ({
  name: v.name,
  mainSpuCode: v.mainSpuCode,
  items: (v.items ?? []).map((i) => ({ skuCode: i?.skuCode, bundlePrice: toFen(i?.bundlePriceYuan) ?? undefined })),
});

export interface GiftFormValues {
  skuCode?: string;
  giftSkuCode?: string;
  qty?: number | null;
  remark?: string;
}

export const toGiftInput = (v: GiftFormValues) => ({ skuCode: v.skuCode, giftSkuCode: v.giftSkuCode, qty: v.qty ?? undefined, remark: v.remark ?? '' });

const samePath = (a: readonly PropertyKey[], b: readonly (string | number)[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A field's rule: the API's schema over the body, the first issue at exactly `path` (['items', 0, 'bundlePrice'] for a list's field). */
export function pathRule(schema: z.ZodType, path: (string | number)[], body: () => unknown): Rule {
  return {
    validator: async () => {
      const parsed = schema.safeParse(body());
      if (parsed.success) return;
      const issue = parsed.error.issues.find((i) => samePath(i.path, path));
      if (issue) throw new Error(issue.message);
    },
  };
}

/** The form's field of a validation refusal's path ('items.0.bundlePrice'), its yuan field standing for the price. */
function validationField(e: Refusal, fields: readonly string[]): FieldName | null {
  const path = (e.data as { issues?: { path?: string }[] } | null)?.issues?.[0]?.path;
  if (!path) return null;
  const parts = path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  if (parts[0] === 'items' && typeof parts[1] === 'number') return ['items', parts[1], parts[2] === 'bundlePrice' ? 'bundlePriceYuan' : 'skuCode'];
  return typeof parts[0] === 'string' && fields.includes(parts[0]) ? parts[0] : null;
}

const itemIndex = (e: Refusal) => (e.data as { index?: number } | null)?.index;

/** The 套装 dialog's field a refusal belongs to, or null when it is the whole form's (shown as a message). */
export function bundleFieldOf(e: Refusal): FieldName | null {
  const index = itemIndex(e);
  if (e.code === 'ERR_ADMIN_BUNDLE_MAIN_SPU') return 'mainSpuCode';
  if ((e.code === 'ERR_ADMIN_BUNDLE_ITEM_SKU' || e.code === 'ERR_ADMIN_BUNDLE_ITEM_OF_MAIN') && index !== undefined) return ['items', index, 'skuCode'];
  if (e.code === 'ERR_ADMIN_BUNDLE_PRICE_ABOVE' && index !== undefined) return ['items', index, 'bundlePriceYuan'];
  if (e.code === 'E_VALIDATION') return validationField(e, ['name', 'mainSpuCode']);
  return null;
}

/** The 赠品 dialog's field a refusal belongs to, or null. */
export function giftFieldOf(e: Refusal): FieldName | null {
  if (e.code === 'ERR_ADMIN_GIFT_SKU') return 'skuCode';
  if (e.code === 'ERR_ADMIN_GIFT_GIFT_SKU' || e.code === 'ERR_ADMIN_GIFT_EXISTS') return 'giftSkuCode';
  if (e.code === 'E_VALIDATION') return validationField(e, ['skuCode', 'giftSkuCode', 'qty', 'remark']);
  return null;
}

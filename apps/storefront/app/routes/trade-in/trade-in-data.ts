/**
 * Trade-in estimates (getTradeInEstimateAmount/2/{sku or spu}) as the page and the dialog use
 * them: old devices by platform (rclmPlf) with 旧机估价 + 换新补贴 = 合计, and the spec 3
 * dialog figures derived from the chosen one (contracts/compare.ts names them).
 */
import type { TradeInDialog as TradeInDialogFields, TradeInEstimate, TradeInModel } from '@shop/contracts/compare';
import { compareEndpoints } from '@shop/contracts/endpoint-refs/compare';
import type { DataCaller } from '../../lib/api-call';

export type { TradeInEstimate, TradeInModel };

export async function fetchEstimates(api: DataCaller, code: string): Promise<TradeInEstimate> {
  return api.get(compareEndpoints.tradeInEstimate, { params: { x: code } });
}

/** The platforms present in a list, in rclmPlf order, with their names. */
export function platformsOf(models: TradeInModel[]): { platform: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const m of models) if (!seen.has(m.platform)) seen.set(m.platform, m.platformName);
  return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([platform, name]) => ({ platform, name }));
}

/** The model with its brand, unless the name already starts with it (星辰 星辰 S24 …). */
export function modelLabel(m: TradeInModel): string {
  return m.name.startsWith(m.brand) ? m.name : `${m.brand} ${m.name}`;
}

/** What comes off the new price: never more than the price itself. */
export function deduction(model: TradeInModel, newPrice: number): number {
  return Math.max(0, Math.min(model.total, newPrice));
}

/**
 * Spec 3's dialog fields for one old device: OldmachineNewprice (recycling price with the
 * subsidy), OldmachineOldprice (the bare estimate), subsidynewPrice (new price after the
 * trade-in), subsidyoldPrice (the new price before it).
 */
export function dialogFields(model: TradeInModel, newPrice: number): TradeInDialogFields {
  return {
    rclmPlf: model.platform,
    Multiple: [{ code: model.code, prodNm: model.name, brand: model.brand }],
    OldmachineNewprice: model.total,
    OldmachineOldprice: model.estimate,
    subsidynewPrice: newPrice - deduction(model, newPrice),
    subsidyoldPrice: newPrice,
  };
}

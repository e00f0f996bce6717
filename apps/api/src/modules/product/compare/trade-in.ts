/**
 * Trade-in estimate from the old devices accepted for a product type: models grouped by
 * platform (best total first inside each), the best total, and the spec-3 dialog fields.
 * Pure, so the arithmetic is unit-tested.
 */
import { tradeInPlatformName, type TradeInDialog, type TradeInEstimate, type TradeInModel } from '@shop/contracts/compare';

export interface TradeInSource {
  code: string;
  platform: number;
  brand: string;
  name: string;
  estimate: number;
  subsidy: number;
  sort_order: number;
}

export function toTradeInModel(r: TradeInSource): TradeInModel {
  return {
    code: r.code,
    platform: r.platform,
    platformName: tradeInPlatformName(r.platform),
    brand: r.brand,
    name: r.name,
    estimate: r.estimate,
    subsidy: r.subsidy,
    total: r.estimate + r.subsidy,
  };
}

/** Platform ascending, then total descending, then the operator's order. */
export function sortModels(models: TradeInModel[], order: Map<string, number> = new Map()): TradeInModel[] {
  return [...models].sort(
    (a, b) => a.platform - b.platform || b.total - a.total || (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0) || a.code.localeCompare(b.code),
  );
}

/**
 * The dialog for one old device: its platform (rclmPlf), the other devices of that platform
 * (Multiple), the old device's value without and with subsidy, and the new product's price
 * before and after (never below zero).
 */
export function tradeInDialog(chosen: TradeInModel, models: readonly TradeInModel[], newPrice: number): TradeInDialog {
  return {
    rclmPlf: chosen.platform,
    Multiple: models.filter((m) => m.platform === chosen.platform).map((m) => ({ code: m.code, prodNm: m.name, brand: m.brand })),
    OldmachineOldprice: chosen.estimate,
    OldmachineNewprice: chosen.total,
    subsidyoldPrice: newPrice,
    subsidynewPrice: Math.max(0, newPrice - chosen.total),
  };
}

export function tradeInEstimate(
  product: Pick<TradeInEstimate, 'spuCode' | 'skuCode' | 'productType' | 'newPrice'>,
  rows: readonly TradeInSource[],
  selectedCode?: string,
): TradeInEstimate {
  const order = new Map(rows.map((r) => [r.code, r.sort_order]));
  const models = sortModels(rows.map(toTradeInModel), order);
  const groups: TradeInEstimate['groups'] = [];
  for (const m of models) {
    const last = groups[groups.length - 1];
    if (last && last.platform === m.platform) last.models.push(m);
    else groups.push({ platform: m.platform, platformName: m.platformName, models: [m] });
  }
  const best = models.reduce<TradeInModel | null>((top, m) => (!top || m.total > top.total ? m : top), null);
  const selected = selectedCode ? (models.find((m) => m.code === selectedCode) ?? null) : null;
  const chosen = selected ?? best;
  return { ...product, models, groups, bestTotal: best?.total ?? 0, selected, dialog: chosen ? tradeInDialog(chosen, models, product.newPrice) : null };
}

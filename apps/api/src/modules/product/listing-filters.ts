/**
 * Listing inputs that need more than the zod schema: the attribute filter string and the
 * price bands of the price facet.
 */
export const MAX_ATTR_FILTERS = 10;

/**
 * `颜色:幻夜黑,颜色:冰川蓝,存储:12GB+256GB` → { 颜色: [幻夜黑, 冰川蓝], 存储: [12GB+256GB] }.
 * Values of one name are alternatives, names must all match. Pieces without a name and a
 * value are ignored. A '+' sent unencoded in a query string arrives as a space; no value
 * has a space, so a space is read back as '+'.
 */
export function parseAttrFilter(text: string | undefined): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!text) return out;
  let count = 0;
  for (const piece of text.split(/[,，]/)) {
    const at = piece.search(/[:：]/);
    if (at <= 0) continue;
    const name = piece.slice(0, at).trim();
    const value = piece
      .slice(at + 1)
      .trim()
      .replace(/\s+/g, '+');
    if (!name || !value || ++count > MAX_ATTR_FILTERS) continue;
    const values = out.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    out.set(name, values);
  }
  return out;
}

export interface PriceBand {
  min: number;
  max: number | null;
  label: string;
}

/** Price facet bands in fen; max is exclusive, null means open-ended. */
export const PRICE_BANDS: PriceBand[] = [
  { min: 0, max: 100_000, label: '1000元以下' },
  { min: 100_000, max: 300_000, label: '1000-3000元' },
  { min: 300_000, max: 500_000, label: '3000-5000元' },
  { min: 500_000, max: 1_000_000, label: '5000-10000元' },
  { min: 1_000_000, max: null, label: '10000元以上' },
];

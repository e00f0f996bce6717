/** How a review names the variant it was written on (skuNm). Pure. */

/** Attribute order shown to shoppers: colour first, then the rest as stored. */
const FIRST = ['颜色'];

/**
 * "钛影灰 12GB+256GB": the SKU name without the product name when it starts with it (the
 * catalogue's own wording), else the attribute values, colour first.
 */
export function skuLabel(productName: string, skuName: string, attrs: Record<string, string> | null | undefined): string {
  if (skuName.startsWith(productName) && skuName.length > productName.length) return skuName.slice(productName.length).trim();
  const entries = Object.entries(attrs ?? {});
  entries.sort(([a], [b]) => Number(!FIRST.includes(a)) - Number(!FIRST.includes(b)));
  const text = entries.map(([, v]) => v).join(' ');
  return text || skuName;
}

/**
 * Comparison rows: every product's spec items aligned by (group, name), so row i of every
 * column talks about the same thing. Pure, so alignment and `same` are property-tested.
 */
import type { CompareRow } from '@shop/contracts/compare';

export interface SpecGroup {
  group: string;
  items: { name: string; value: string }[];
}

/** Tolerates malformed JSON from the products.specs column (skips what is not a spec). */
export function readSpecs(raw: unknown): SpecGroup[] {
  if (!Array.isArray(raw)) return [];
  const out: SpecGroup[] = [];
  for (const g of raw) {
    if (!g || typeof g !== 'object' || typeof (g as SpecGroup).group !== 'string' || !Array.isArray((g as SpecGroup).items)) continue;
    const items = (g as SpecGroup).items.filter((i) => i && typeof i.name === 'string' && typeof i.value === 'string');
    out.push({ group: (g as SpecGroup).group, items });
  }
  return out;
}

/** A row's `same`: every product has a value and all values are equal. */
export function rowIsSame(values: readonly (string | null)[]): boolean {
  return values.length > 0 && values.every((v) => v !== null && v === values[0]);
}

export function makeRow(group: string, name: string, values: (string | null)[]): CompareRow {
  return { group, name, values, same: rowIsSame(values) };
}

/**
 * Rows in first-seen order (groups first by the order they appear, items within a group
 * likewise); a product lacking an item gets null. A name repeated inside one product's group
 * keeps its first value.
 */
export function alignSpecRows(products: readonly SpecGroup[][]): CompareRow[] {
  const groups = new Map<string, Map<string, (string | null)[]>>();
  products.forEach((specs, col) => {
    for (const g of specs) {
      let rows = groups.get(g.group);
      if (!rows) {
        rows = new Map();
        groups.set(g.group, rows);
      }
      for (const item of g.items) {
        let values = rows.get(item.name);
        if (!values) {
          values = products.map(() => null);
          rows.set(item.name, values);
        }
        if (values[col] === null) values[col] = item.value;
      }
    }
  });
  const out: CompareRow[] = [];
  for (const [group, rows] of groups) for (const [name, values] of rows) out.push(makeRow(group, name, values));
  return out;
}

/**
 * Data of the comparison pages: the categories that can be compared, the selection in the
 * address (?cat=…&skus=a,b,c), and the shapes of getPDPCompareBaseInfo / getCompareInfo.
 */
import type { Category } from '@shop/contracts/catalog';
import type { CompareBaseInfo, CompareInfo, CompareProduct, CompareRow } from '@shop/contracts/compare';

export const MAX_COMPARE = 4;
export const MAX_COMPARE_REASON = '最多对比4款产品';

/** Second-level categories where a side-by-side of specifications makes sense, in menu order. */
export const COMPARABLE = ['smartphones', 'foldables', 'tablets', 'watches', 'earbuds', 'tvs', 'audio', 'monitors'] as const;
export const TV_CATEGORY = 'tvs';
export const DEFAULT_CATEGORY = 'smartphones';

export interface CompareCategory {
  code: string;
  parentCode: string;
  name: string;
}

export function comparableCategories(tree: Category[]): CompareCategory[] {
  const found = new Map<string, CompareCategory>();
  for (const top of tree) for (const c of top.children ?? []) found.set(c.code, { code: c.code, parentCode: top.code, name: c.name });
  return COMPARABLE.map((code) => found.get(code)).filter((c): c is CompareCategory => Boolean(c));
}

const CODE = /^[A-Za-z0-9_-]{1,60}$/;

/** ?skus=a,b,c → distinct well-formed codes, at most four (extra ones are dropped). */
export function parseSelection(raw: string | null): string[] {
  const out: string[] = [];
  for (const part of (raw ?? '').split(',')) {
    const code = part.trim();
    if (CODE.test(code) && !out.includes(code)) out.push(code);
  }
  return out.slice(0, MAX_COMPARE);
}

export function compareHref(pathname: string, cat: string | null, skus: string[]): string {
  const q = new URLSearchParams();
  if (cat) q.set('cat', cat);
  if (skus.length) q.set('skus', skus.join(','));
  const s = q.toString().replace(/%2C/g, ',');
  return s ? `${pathname}?${s}` : pathname;
}

export type CompareCandidate = CompareBaseInfo['products'][number];
export type { CompareInfo, CompareProduct, CompareRow };

/** Rows in display order, each group once: [{ group, rows }]. */
export function groupRows(rows: CompareRow[]): { group: string; rows: CompareRow[] }[] {
  const groups: { group: string; rows: CompareRow[] }[] = [];
  for (const r of rows) {
    const g = groups.find((x) => x.group === r.group);
    if (g) g.rows.push(r);
    else groups.push({ group: r.group, rows: [r] });
  }
  return groups;
}

/**
 * The listing / search state lives in the URL query only (shareable, back/forward, no JS):
 * `?sort=price-asc&minPrice=1000&maxPrice=3000&attrs=颜色:幻夜黑,存储:12GB+256GB&page=2`
 * (and `category=` on search). Prices in the page URL are yuan, as a shopper types them;
 * the API gets fen. Parsing is lenient: a bad value is dropped, never an error.
 */
import type { ListingSort } from '@shop/contracts/catalog';

export const SORT_OPTIONS: { value: ListingSort; label: string }[] = [
  { value: 'default', label: '综合' },
  { value: 'newest', label: '新品' },
  { value: 'sales', label: '销量' },
  { value: 'price-asc', label: '价格↑' },
  { value: 'price-desc', label: '价格↓' },
];
const SORT_VALUES = new Set<string>(SORT_OPTIONS.map((s) => s.value));
export const PAGE_SIZE = 24;
const MAX_PAGE = 10_000;
const MAX_YUAN = 1_000_000;

export interface ListingState {
  /** Only used as a query parameter where the path does not carry the category (search). */
  category?: string;
  /** Yuan. */
  minPrice?: number;
  maxPrice?: number;
  /** [name, value] pairs, one value per attribute name. */
  attrs: [string, string][];
  sort: ListingSort;
  page: number;
}

function yuan(v: string | null): number | undefined {
  if (v == null || v.trim() === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > MAX_YUAN) return undefined;
  return Math.floor(n);
}

export function parseAttrs(raw: string | null): [string, string][] {
  if (!raw) return [];
  const out = new Map<string, string>();
  for (const part of raw.split(',')) {
    const i = part.indexOf(':');
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    const value = part.slice(i + 1).trim();
    if (name && value && name.length <= 32 && value.length <= 64) out.set(name, value);
  }
  return [...out.entries()].slice(0, 8);
}

export function formatAttrs(attrs: [string, string][]): string {
  return attrs.map(([n, v]) => `${n}:${v}`).join(',');
}

export function parseListingState(sp: URLSearchParams): ListingState {
  const sort = sp.get('sort') ?? 'default';
  const page = Number(sp.get('page') ?? '1');
  let minPrice = yuan(sp.get('minPrice'));
  let maxPrice = yuan(sp.get('maxPrice'));
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const category = sp.get('category')?.trim().slice(0, 64) || undefined;
  return {
    category,
    minPrice,
    maxPrice,
    attrs: parseAttrs(sp.get('attrs')),
    sort: SORT_VALUES.has(sort) ? (sort as ListingSort) : 'default',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

export function hasFilters(s: ListingState, withCategory = true): boolean {
  return s.minPrice != null || s.maxPrice != null || s.attrs.length > 0 || (withCategory && Boolean(s.category));
}

/** The page query of a state (defaults left out, so URLs stay short and canonical). */
export function toQuery(s: ListingState): string {
  const q = new URLSearchParams();
  if (s.category) q.set('category', s.category);
  if (s.minPrice != null) q.set('minPrice', String(s.minPrice));
  if (s.maxPrice != null) q.set('maxPrice', String(s.maxPrice));
  if (s.attrs.length) q.set('attrs', formatAttrs(s.attrs));
  if (s.sort !== 'default') q.set('sort', s.sort);
  if (s.page > 1) q.set('page', String(s.page));
  const str = q.toString();
  return str ? `?${str}` : '';
}

/** A link to the same page with some state changed; any change but the page goes back to page 1. */
export function hrefWith(pathname: string, s: ListingState, change: Partial<ListingState>): string {
  const next: ListingState = { ...s, page: 1, ...change };
  return `${pathname}${toQuery(next)}`;
}

export function toggleAttr(s: ListingState, name: string, value: string): [string, string][] {
  const current = s.attrs.find(([n]) => n === name);
  const rest = s.attrs.filter(([n]) => n !== name);
  return current?.[1] === value ? rest : [...rest, [name, value]];
}

/** The API query (prices in fen). */
export function apiQuery(s: ListingState, extra: Record<string, string | undefined> = {}, pageSize = PAGE_SIZE): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(extra)) if (v) q.set(k, v);
  if (s.minPrice != null) q.set('minPrice', String(s.minPrice * 100));
  if (s.maxPrice != null) q.set('maxPrice', String(s.maxPrice * 100));
  if (s.attrs.length) q.set('attrs', formatAttrs(s.attrs));
  q.set('sort', s.sort);
  q.set('page', String(s.page));
  q.set('pageSize', String(pageSize));
  return q.toString();
}

export const SEARCH_MAX = 64;

/** Trimmed and cut to 64 UTF-16 units (spec 5), never splitting a surrogate pair. */
export function normalizeKeyword(raw: string | null | undefined): string {
  let k = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (k.length > SEARCH_MAX) {
    k = k.slice(0, SEARCH_MAX);
    if (/[\uD800-\uDBFF]$/.test(k)) k = k.slice(0, -1);
    k = k.trim();
  }
  return k;
}

// Recent searches: the header overlay's store (app/lib/recent-searches.ts), so the middle page,
// the overlay and the results page share one list.
export { readRecentSearches, addRecentSearch as rememberSearch, clearRecentSearches } from '../../lib/recent-searches';

export function searchPath(keyword: string): string {
  return `/search/${encodeURIComponent(keyword)}`;
}

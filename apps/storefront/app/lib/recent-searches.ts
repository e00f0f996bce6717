/**
 * Recent searches of the search overlay (spec 3: "Search keywords stored locally"):
 * most recent first, no duplicates, at most 10, in localStorage.
 */
import { LIMITS } from '@shop/contracts/constants';

export const RECENT_SEARCHES_KEY = 'searchKeywords';
export const RECENT_SEARCHES_MAX = 10;

export function readRecentSearches(): string[] {
  try {
    const raw = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((k): k is string => typeof k === 'string' && k.length > 0).slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

export function addRecentSearch(keyword: string): string[] {
  const k = keyword.trim().slice(0, LIMITS.searchKeywordMax);
  if (!k) return readRecentSearches();
  const next = [k, ...readRecentSearches().filter((x) => x !== k)].slice(0, RECENT_SEARCHES_MAX);
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    /* storage may be unavailable (private mode): the list just is not kept */
  }
  return next;
}

export function clearRecentSearches() {
  try {
    localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    /* ignore */
  }
}

/** Where a keyword search goes. */
export function searchPath(keyword: string): string {
  return `/search/${encodeURIComponent(keyword.trim().slice(0, LIMITS.searchKeywordMax))}`;
}

/**
 * Catalogue answers: category tree, listing, search, suggestions, recommendations.
 * Turns validated queries into repository filters and rows into contract shapes.
 */
import type { Category, ListingQuery, ListingResult, NewRecResult, ProductCard } from '@shop/contracts';
import type { CardFilter, CatalogRepository, FacetCounts } from './catalog.repository.ts';
import { keptProductCard } from './card.ts';
import { PRICE_BANDS, parseAttrFilter } from './listing-filters.ts';
import { buildTsQuery } from './search-terms.ts';

const SUGGESTION_MAX = 8;
const SUGGESTED_PRODUCTS_MAX = 4;
const REC_MAX = 8;

const emptyFacets: ListingResult['facets'] = { categories: [], priceRanges: [], attrs: [] };

function toFacets(counts: FacetCounts): ListingResult['facets'] {
  const attrs = new Map<string, ListingResult['facets']['attrs'][number]['values']>();
  for (const a of counts.attrs) {
    const values = attrs.get(a.name) ?? [];
    values.push({ value: a.value, label: a.value, count: a.count });
    attrs.set(a.name, values);
  }
  return {
    categories: counts.categories.map((c) => ({ value: c.code, label: c.name, count: c.count })),
    priceRanges: PRICE_BANDS.map((b, i) => ({ ...b, count: counts.priceBands[i] ?? 0 })),
    attrs: [...attrs].map(([name, values]) => ({ name, values })),
  };
}

export function createListingService(repo: CatalogRepository) {
  async function page(filter: CardFilter, q: Pick<ListingQuery, 'sort' | 'page' | 'pageSize'>): Promise<ListingResult> {
    const [{ total, rows }, facets] = await Promise.all([
      repo.cardPage({ ...filter, sort: q.sort, limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
      repo.facets(filter),
    ]);
    return { items: rows.map(keptProductCard), total, page: q.page, pageSize: q.pageSize, facets: toFacets(facets) };
  }

  function filterOf(q: ListingQuery, siteCode: string): CardFilter {
    return { siteCode, category: q.category || undefined, minPrice: q.minPrice, maxPrice: q.maxPrice, attrs: parseAttrFilter(q.attrs) };
  }

  /** The tsquery that finds something: all words, else any word; null when nothing is searchable. */
  async function matchingQuery(keyword: string, filter: CardFilter): Promise<string | null> {
    const all = buildTsQuery(keyword, 'all');
    if (!all) return null;
    const any = buildTsQuery(keyword, 'any')!;
    if (any === all) return all;
    return (await repo.count({ ...filter, tsQuery: all })) > 0 ? all : any;
  }

  return {
    async categoryTree(): Promise<Category[]> {
      // A category an operator hid (and, for a first-level one, everything under it) is left out.
      const rows = (await repo.categories()).filter((r) => !r.hidden);
      const byParent = new Map<string, Category[]>();
      for (const r of rows) {
        if (r.level !== 2 || !r.parentCode) continue;
        const list = byParent.get(r.parentCode) ?? [];
        list.push({ code: r.code, name: r.name, level: 2, parentCode: r.parentCode, icon: r.icon, productCount: r.productCount });
        byParent.set(r.parentCode, list);
      }
      return rows
        .filter((r) => r.level === 1)
        .map((r) => ({
          code: r.code,
          name: r.name,
          level: 1,
          parentCode: null,
          icon: r.icon,
          productCount: r.productCount,
          children: byParent.get(r.code) ?? [],
        }));
    },

    /**
     * A listing page, made once per query while the catalogue snapshot lasts: the same object
     * is returned to every request asking the same, so the route may keep its JSON text too.
     */
    listing(q: ListingQuery, siteCode: string): Promise<ListingResult> {
      return repo.keep(JSON.stringify(['listing', siteCode, q]), () => page(filterOf(q, siteCode), q));
    },

    /** Search results, kept like a listing page. */
    search(q: ListingQuery & { keyword: string }, siteCode: string): Promise<ListingResult & { keyword: string }> {
      return repo.keep(JSON.stringify(['search', siteCode, q]), async () => {
        const filter = filterOf(q, siteCode);
        const tsQuery = await matchingQuery(q.keyword, filter);
        if (!tsQuery) return { keyword: q.keyword, items: [], total: 0, page: q.page, pageSize: q.pageSize, facets: emptyFacets };
        return { keyword: q.keyword, ...(await page({ ...filter, tsQuery, keyword: q.keyword.trim().slice(0, 64) }, q)) };
      });
    },

    /** Words to search for (category and product names of the best matches) and the top products. */
    async suggest(keyword: string, siteCode: string): Promise<{ suggestions: string[]; products: ProductCard[] }> {
      const filter: CardFilter = { siteCode };
      const tsQuery = await matchingQuery(keyword, filter);
      if (!tsQuery) return { suggestions: [], products: [] };
      const { rows } = await repo.cardPage({ ...filter, tsQuery, keyword: keyword.trim().slice(0, 64), sort: 'default', limit: SUGGESTION_MAX, offset: 0 });
      // In relevance order: each match's category (a broader word), then its own name.
      const words = new Set<string>();
      for (const r of rows) words.add(r.categoryName).add(r.name);
      return { suggestions: [...words].slice(0, SUGGESTION_MAX), products: rows.slice(0, SUGGESTED_PRODUCTS_MAX).map(keptProductCard) };
    },

    async newRec(siteCode: string): Promise<NewRecResult> {
      const [fresh, hot] = await Promise.all([
        repo.cardPage({ siteCode, flag: 'new', sort: 'newest', limit: REC_MAX, offset: 0 }),
        repo.cardPage({ siteCode, flag: 'hot', sort: 'sales', limit: REC_MAX, offset: 0 }),
      ]);
      return { newProducts: fresh.rows.map(keptProductCard), hotProducts: hot.rows.map(keptProductCard) };
    },
  };
}

export type ListingService = ReturnType<typeof createListingService>;

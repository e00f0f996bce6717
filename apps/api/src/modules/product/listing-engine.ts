/**
 * Listing, search results, facet counts and category counts computed from a snapshot of the
 * catalogue (listing-snapshot.ts). Pure: the rules (which products match, their order, what
 * each facet counts) are unit-tested without a database.
 *
 * An offer is a listable product as a site sells it: its SKUs at the site's prices (a channel
 * price replaces the cn price where present), its lowest price, and whether all are sold out.
 */
import type { ListingSort } from '@shop/contracts';
import type { CardRow, CardSku } from './card.ts';
import { PRICE_BANDS } from './listing-filters.ts';
import type { ListingSnapshot, SnapshotProduct } from './listing-snapshot.ts';

export interface CardFilter {
  siteCode: string;
  /** A level-1 or level-2 code; products of the category and of its children. */
  category?: string;
  /** The products a full-text search found (search-hits.ts); absent when not searching. */
  hits?: Map<number, SearchHit>;
  /** The keyword as typed: a product whose name or category holds it ranks first. */
  keyword?: string;
  minPrice?: number;
  maxPrice?: number;
  /** Attribute name → accepted values. */
  attrs?: Map<string, string[]>;
  flag?: 'new' | 'hot';
}

export interface SearchHit {
  /** ts_rank of the product's words against the query. */
  rank: number;
  /** The query matches the product's model number. */
  modelHit: boolean;
}

export interface CardPageQuery extends CardFilter {
  sort: ListingSort;
  limit: number;
  offset: number;
}

export interface FacetCounts {
  categories: { code: string; name: string; count: number }[];
  priceBands: number[];
  attrs: { name: string; value: string; count: number }[];
}

export interface RecommendQuery {
  siteCode: string;
  category: string | null;
  parent: string | null;
  /** An SPU code left out (the product the page is about). */
  exclude: string | null;
  limit: number;
}

export interface CategoryCount {
  code: string;
  parentCode: string | null;
  name: string;
  level: number;
  icon: string;
  productCount: number;
  /** Hidden by an operator: left out of the shop's category tree. */
  hidden?: boolean;
}

interface Offer {
  product: SnapshotProduct;
  /** The lowest site price of its SKUs. */
  price: number;
  soldOut: boolean;
  /** The SKUs at the site's prices, in display order. */
  skus: CardSku[];
  /** Per SKU: attribute name → value. */
  skuAttrs: Map<string, string>[];
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function toOffer(product: SnapshotProduct, siteCode: string): Offer {
  const skus = product.skus.map((s) => ({
    skuCode: s.skuCode,
    colorName: s.colorName,
    colorHex: s.colorHex,
    price: s.sitePrices.get(siteCode) ?? s.price,
    origPrice: s.origPrice,
    stock: s.stock,
    sortOrder: s.sortOrder,
  }));
  return {
    product,
    price: Math.min(...skus.map((s) => s.price)),
    soldOut: skus.every((s) => s.stock === 0),
    skus,
    skuAttrs: product.skus.map((s) => s.attrs),
  };
}

function toCardRow(o: Offer): CardRow {
  const p = o.product;
  return {
    spuCode: p.spuCode,
    name: p.name,
    sellingPoint: p.sellingPoint,
    type: p.type,
    design: p.design,
    categoryCode: p.categoryCode,
    categoryName: p.categoryName,
    isNew: p.isNew,
    isHot: p.isHot,
    invitationOnly: p.invitationOnly,
    skus: o.skus,
  };
}

type Compare = (a: Offer, b: Offer) => number;

function ordering(sort: ListingSort, f: CardFilter): Compare {
  const byId: Compare = (a, b) => a.product.id - b.product.id;
  const then =
    (...steps: Compare[]): Compare =>
    (a, b) => {
      for (const step of steps) {
        const d = step(a, b);
        if (d !== 0) return d;
      }
      return 0;
    };
  const bySortOrder: Compare = (a, b) => a.product.sortOrder - b.product.sortOrder;
  switch (sort) {
    case 'newest':
      return then((a, b) => b.product.launchedAt - a.product.launchedAt, byId);
    case 'price-asc':
      return then((a, b) => a.price - b.price, bySortOrder, byId);
    case 'price-desc':
      return then((a, b) => b.price - a.price, bySortOrder, byId);
    case 'sales':
      return then((a, b) => b.product.salesCount - a.product.salesCount, byId);
    default: {
      // What can be bought first; a search by relevance (the product whose model was typed before
      // its accessories), a listing in merchandising order.
      const available: Compare = (a, b) => Number(a.soldOut) - Number(b.soldOut);
      const hits = f.hits;
      if (!hits) return then(available, bySortOrder, byId);
      const keyword = f.keyword?.toLowerCase();
      // Worked out once per product, not in every comparison.
      const nameHits = new Map<number, number>();
      const nameHit = (o: Offer) => {
        let hit = nameHits.get(o.product.id);
        if (hit === undefined) {
          hit = keyword !== undefined && (o.product.name.toLowerCase().includes(keyword) || o.product.categoryName.includes(f.keyword!)) ? 1 : 0;
          nameHits.set(o.product.id, hit);
        }
        return hit;
      };
      return then(
        available,
        (a, b) => Number(hits.get(b.product.id)!.modelHit) - Number(hits.get(a.product.id)!.modelHit),
        (a, b) => nameHit(b) - nameHit(a),
        (a, b) => hits.get(b.product.id)!.rank - hits.get(a.product.id)!.rank,
        (a, b) => b.product.salesCount - a.product.salesCount,
        byId,
      );
    }
  }
}

export function createListingEngine(snapshot: ListingSnapshot) {
  const categoryOrder = new Map(snapshot.categories.map((c) => [c.code, c.sortOrder]));
  const offersBySite = new Map<string, Offer[]>();
  const offersOf = (siteCode: string): Offer[] => {
    let offers = offersBySite.get(siteCode);
    if (!offers) {
      offers = snapshot.products.map((p) => toOffer(p, siteCode));
      offersBySite.set(siteCode, offers);
    }
    return offers;
  };

  /** The offers the keyword and the new/hot flag let through (what every facet starts from). */
  const base = (f: CardFilter): Offer[] => {
    let offers = offersOf(f.siteCode);
    if (f.hits) {
      const hits = f.hits;
      offers = offers.filter((o) => hits.has(o.product.id));
    }
    if (f.flag === 'new') offers = offers.filter((o) => o.product.isNew);
    if (f.flag === 'hot') offers = offers.filter((o) => o.product.isHot);
    return offers;
  };
  const inCategory = (f: CardFilter) => (o: Offer) => !f.category || o.product.categoryCode === f.category || o.product.parentCode === f.category;
  const inPriceRange = (f: CardFilter) => (o: Offer) =>
    (f.minPrice === undefined || o.price >= f.minPrice) && (f.maxPrice === undefined || o.price <= f.maxPrice);
  /** Some on-sale SKU has, for every named attribute, one of the accepted values. */
  const hasAttrs = (f: CardFilter) => {
    const wanted = f.attrs && f.attrs.size > 0 ? [...f.attrs] : undefined;
    return (o: Offer) => !wanted || o.skuAttrs.some((attrs) => wanted.every(([name, values]) => values.includes(attrs.get(name) as string)));
  };
  const matching = (f: CardFilter): Offer[] => {
    const category = inCategory(f);
    const price = inPriceRange(f);
    const attrs = hasAttrs(f);
    return base(f).filter((o) => category(o) && price(o) && attrs(o));
  };

  return {
    count: (f: CardFilter): number => matching(f).length,

    /** A page of cards matching every filter, and how many match in all. */
    cardPage(q: CardPageQuery): { total: number; rows: CardRow[] } {
      const found = matching(q).sort(ordering(q.sort, q));
      return { total: found.length, rows: found.slice(q.offset, q.offset + q.limit).map(toCardRow) };
    },

    /**
     * Facet counts. Categories are counted without the category filter (to switch category);
     * price bands and attribute values within the category but without the price and
     * attribute filters (to widen or change them). The keyword always applies.
     */
    facets(f: CardFilter): FacetCounts {
      const all = base(f);
      const perCategory = new Map<string, { code: string; name: string; count: number; parentOrder: number; order: number }>();
      for (const o of all) {
        const p = o.product;
        const entry = perCategory.get(p.categoryCode);
        if (entry) entry.count += 1;
        else
          perCategory.set(p.categoryCode, {
            code: p.categoryCode,
            name: p.categoryName,
            count: 1,
            // A top-level category (no parent) after the others, as NULLS LAST did.
            parentOrder: p.parentCode === null ? Number.POSITIVE_INFINITY : (categoryOrder.get(p.parentCode) ?? Number.POSITIVE_INFINITY),
            order: categoryOrder.get(p.categoryCode) ?? 0,
          });
      }
      const categories = [...perCategory.values()]
        .sort((a, b) => a.parentOrder - b.parentOrder || a.order - b.order || compareText(a.code, b.code))
        .map(({ code, name, count }) => ({ code, name, count }));

      const inCat = all.filter(inCategory(f));
      const priceBands = PRICE_BANDS.map((b) => inCat.filter((o) => o.price >= b.min && (b.max === null || o.price < b.max)).length);

      // Per attribute name, per value: how many products (each counted once), and the lowest price.
      const values = new Map<string, Map<string, { name: string; value: string; count: number; lastProduct: number; minPrice: number }>>();
      for (const o of inCat) {
        const id = o.product.id;
        o.skuAttrs.forEach((attrs, i) => {
          const price = o.skus[i]!.price;
          for (const [name, value] of attrs) {
            let byValue = values.get(name);
            if (!byValue) {
              byValue = new Map();
              values.set(name, byValue);
            }
            const entry = byValue.get(value);
            if (!entry) byValue.set(value, { name, value, count: 1, lastProduct: id, minPrice: price });
            else {
              if (entry.lastProduct !== id) {
                entry.count += 1;
                entry.lastProduct = id;
              }
              if (price < entry.minPrice) entry.minPrice = price;
            }
          }
        });
      }
      const attrs = [...values.values()]
        .flatMap((byValue) => [...byValue.values()])
        .sort(
          (a, b) =>
            Number(b.name === '颜色') - Number(a.name === '颜色') || compareText(a.name, b.name) || a.minPrice - b.minPrice || compareText(a.value, b.value),
        )
        .map((v) => ({ name: v.name, value: v.value, count: v.count }));
      return { categories, priceBands, attrs };
    },

    /**
     * Products to suggest beside one (the product page's and the cart's recommendations): in
     * stock, of the same category first, then of its parent category, then the best sellers.
     */
    recommend(o: RecommendQuery): CardRow[] {
      const rank = (x: Offer) => (x.product.categoryCode === o.category ? 2 : 0) + (o.parent !== null && x.product.parentCode === o.parent ? 1 : 0);
      return offersOf(o.siteCode)
        .filter((x) => !x.soldOut && x.product.spuCode !== o.exclude)
        .map((x) => ({ x, rank: rank(x) }))
        .sort((a, b) => b.rank - a.rank || b.x.product.salesCount - a.x.product.salesCount || a.x.product.id - b.x.product.id)
        .slice(0, o.limit)
        .map(({ x }) => toCardRow(x));
    },

    /** Every category with the number of listable products in it (level 1: its own and its children's). */
    categories(): CategoryCount[] {
      const own = new Map<string, number>();
      for (const p of snapshot.products) own.set(p.categoryCode, (own.get(p.categoryCode) ?? 0) + 1);
      const withChildren = new Map(own);
      for (const c of snapshot.categories)
        if (c.parentCode !== null) withChildren.set(c.parentCode, (withChildren.get(c.parentCode) ?? 0) + (own.get(c.code) ?? 0));
      return snapshot.categories.map((c) => ({
        code: c.code,
        parentCode: c.parentCode,
        name: c.name,
        level: c.level,
        icon: c.icon,
        productCount: withChildren.get(c.code) ?? 0,
        hidden: c.hidden === true,
      }));
    },
  };
}

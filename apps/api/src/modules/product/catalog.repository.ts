/**
 * Catalogue reads for listings, search and the category tree. They are answered from a
 * snapshot of the catalogue in memory (listing-snapshot.ts, listing-engine.ts), loaded again
 * only when public data changed; a search asks the database only which products its words
 * match (the full-text index), and keeps that answer as long as the snapshot.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@shop/db';
import type { ListingSort } from '@shop/contracts';
import { keptUntilChanged, type PublicDataWatch } from '../../platform/public-data.ts';
import type { CardRow } from './card.ts';
import {
  createListingEngine,
  type CardFilter as EngineFilter,
  type CategoryCount,
  type FacetCounts,
  type RecommendQuery,
  type SearchHit,
} from './listing-engine.ts';
import { loadListingSnapshot } from './listing-snapshot.ts';

export type { FacetCounts } from './listing-engine.ts';

export interface CardFilter extends Omit<EngineFilter, 'hits'> {
  /** to_tsquery('simple', …) text from search-terms.ts. */
  tsQuery?: string;
}

export interface CardPageQuery extends CardFilter {
  sort: ListingSort;
  limit: number;
  offset: number;
}

/** Searches whose matches, and answers (facets, ordered results), kept with a snapshot: the most recent ones. */
const KEPT_SEARCHES = 500;
const KEPT_ANSWERS = 1000;

/** `compute()` once per key while the snapshot lasts (at most KEPT_ANSWERS, the oldest dropped). */
function remembered<T>(answers: Map<string, unknown>, key: string, compute: () => T): T {
  if (answers.has(key)) return answers.get(key) as T;
  if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
  const value = compute();
  answers.set(key, value);
  return value;
}

/** What a filter asks, as a key (attribute filters in a fixed order). */
const keyOf = (f: CardFilter, extra: unknown[] = []) =>
  JSON.stringify([f.siteCode, f.tsQuery, f.keyword, f.flag, f.category, f.minPrice, f.maxPrice, [...(f.attrs ?? [])].sort(), ...extra]);

export function createCatalogRepository(database: Database, publicData: PublicDataWatch) {
  const { db } = database;
  const current = keptUntilChanged(database, publicData, async () => ({
    engine: createListingEngine(await loadListingSnapshot(database)),
    searches: new Map<string, Promise<Map<number, SearchHit>>>(),
    answers: new Map<string, unknown>(),
  }));

  async function searchHits(tsQuery: string): Promise<Map<number, SearchHit>> {
    const result = await db.execute<{ id: string | number; rank: number; model_hit: boolean }>(sql`
      SELECT p.id, ts_rank(p.search_vector, q)::real AS rank, to_tsvector('simple', p.model) @@ q AS model_hit
      FROM products p, to_tsquery('simple', ${tsQuery}) q
      WHERE p.status = 'on_sale' AND p.search_vector @@ q`);
    return new Map(result.rows.map((r) => [Number(r.id), { rank: r.rank, modelHit: r.model_hit }]));
  }

  /** The engine of the current snapshot, and the filter with the search's matches in it. */
  async function resolve<F extends CardFilter>(f: F) {
    const { engine, searches, answers } = await current.get();
    const { tsQuery, ...rest } = f;
    if (tsQuery === undefined) return { engine, answers, filter: rest };
    let hits = searches.get(tsQuery);
    if (!hits) {
      if (searches.size >= KEPT_SEARCHES) searches.delete(searches.keys().next().value!);
      hits = searchHits(tsQuery);
      searches.set(tsQuery, hits);
      hits.catch(() => searches.delete(tsQuery));
    }
    return { engine, answers, filter: { ...rest, hits: await hits } };
  }

  return {
    async count(f: CardFilter): Promise<number> {
      const { engine, filter } = await resolve(f);
      return engine.count(filter);
    },

    /** A page of cards matching every filter, and how many match in all. */
    async cardPage(q: CardPageQuery): Promise<{ total: number; rows: CardRow[] }> {
      const { engine, answers, filter } = await resolve(q);
      // Every match in order, worked out once; each page is a slice of it.
      const all = remembered(answers, keyOf(q, ['rows', q.sort]), () => engine.cardPage({ ...filter, offset: 0, limit: Number.POSITIVE_INFINITY }));
      return { total: all.total, rows: all.rows.slice(q.offset, q.offset + q.limit) };
    },

    /** Facet counts (listing-engine.ts says what each counts). */
    async facets(f: CardFilter): Promise<FacetCounts> {
      const { engine, answers, filter } = await resolve(f);
      return remembered(answers, keyOf(f, ['facets']), () => engine.facets(filter));
    },

    /** Products to suggest beside one (listing-engine.ts says which). */
    async recommend(q: RecommendQuery): Promise<CardRow[]> {
      const { engine, answers } = await current.get();
      return remembered(answers, JSON.stringify(['recommend', q.siteCode, q.category, q.parent, q.exclude, q.limit]), () => engine.recommend(q));
    },

    /**
     * `compute()` once per key while the current snapshot lasts (a whole listing answer, made
     * from the reads above). Computed under way are shared; a failed one is not kept.
     */
    async keep<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const { answers } = await current.get();
      const kept = answers.get(key) as Promise<T> | undefined;
      if (kept) return kept;
      const value = remembered(answers, key, compute);
      value.catch(() => {
        if (answers.get(key) === value) answers.delete(key);
      });
      return value;
    },

    /** Every category with the number of listable products in it (level 1: its own and its children's). */
    async categories(): Promise<CategoryCount[]> {
      return (await current.get()).engine.categories();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

/**
 * What the product page must read live on every request: the exact stock of the product's SKUs
 * (a sale moves the public data version only when a SKU crosses a threshold, migration 0008)
 * and the public data version itself, which says whether what is kept in memory (the product,
 * its prices, its activities) is still current. Both in one small indexed statement, shared by
 * all the requests waiting at the same time (platform/read-batcher.ts: each still sees every
 * commit made before it asked).
 */
import type { Database } from '@shop/db';
import { createReadBatcher } from '../../../platform/read-batcher.ts';
import type { PublicDataWatch } from '../../../platform/public-data.ts';

export interface LiveStock {
  /**
   * The public data as read: its version and the count of NOTIFYs heard before anything is
   * loaded for it (public-data.ts says why both). Kept values are used only at the same stamp.
   */
  stamp: string;
  /** Stock by SKU code of every SKU of the products asked (and maybe of others). */
  stock: ReadonlyMap<string, number>;
}

interface LiveRow {
  v: string;
  sku_code: string | null;
  stock: number | null;
}

export function createLiveStock(database: Database, watch: PublicDataWatch) {
  const batcher = createReadBatcher(async (spuCodes: string[]): Promise<LiveStock> => {
    // A named statement: planned once per connection, not on every read.
    const result = await database.pool.query<LiveRow>({
      name: 'pdp-live-stock',
      text: `SELECT v.last_value::text AS v, s.sku_code, s.stock
             FROM public_data_version v
             LEFT JOIN (skus s JOIN products p ON p.id = s.product_id AND p.spu_code = ANY($1::text[])) ON true`,
      values: [spuCodes],
    });
    const stock = new Map<string, number>();
    for (const r of result.rows) if (r.sku_code !== null) stock.set(r.sku_code, r.stock!);
    // The NOTIFY count taken now, before the caller loads anything for this version.
    return { stamp: `${result.rows[0]!.v}:${watch.generation()}`, stock };
  });

  return {
    /** The stamp and stock of a read sent after this call (exact as of the call). */
    read: (spuCode: string): Promise<LiveStock> => batcher.read(spuCode),
  };
}

export type LiveStockReader = ReturnType<typeof createLiveStock>;

/**
 * Reads of the product details (product_details) that other modules need (issue #13: the
 * product module owns the table; others read it through this). Created once by app.ts and
 * handed to each consumer, which declares the part it uses as an interface of its own
 * (order/customized). A product is bespoke (定制) when its bespoke option groups are a
 * non-empty array.
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const d = schema.productDetails;

export function createDetailReads(database: Database) {
  const { db } = database;

  return {
    /**
     * The bespoke products as a subquery to join (it runs inside the caller's query, on the
     * caller's connection), with one column: spu_code.
     */
    bespokeSpusQuery(): SQL {
      return sql`(SELECT pd.spu_code FROM product_details pd WHERE jsonb_typeof(pd.bespoke) = 'array' AND jsonb_array_length(pd.bespoke) > 0)`;
    },

    /** SPU codes among `spuCodes` that are bespoke products. */
    async bespokeSpus(spuCodes: string[]): Promise<Set<string>> {
      if (!spuCodes.length) return new Set();
      const rows = await db
        .select({ spuCode: d.spuCode })
        .from(d)
        .where(and(inArray(d.spuCode, spuCodes), sql`jsonb_typeof(${d.bespoke}) = 'array' AND jsonb_array_length(${d.bespoke}) > 0`));
      return new Set(rows.map((r) => r.spuCode));
    },
  };
}

export type DetailReads = ReturnType<typeof createDetailReads>;

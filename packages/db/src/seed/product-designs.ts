/**
 * Issue #14: each demo product's picture design (products.design, derived by
 * scripts/generate-catalog.ts) and the category icons drawn from them, for databases whose
 * catalogue was seeded before designs existed. Only fills what is still unset or still the
 * type-wide picture, so a design set since (by staff) is left alone.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { categories, products } from '../schema/index.ts';

interface DesignRow {
  spuCode: string;
  design?: string;
}

export async function seedProductDesigns(tx: Tx, read: <T>(name: string) => T): Promise<void> {
  const rows = [...read<DesignRow[]>('catalog/products.json'), ...read<DesignRow[]>('product-detail/extra-products.json')];
  for (const { spuCode, design } of rows) {
    if (design)
      await tx
        .update(products)
        .set({ design })
        .where(and(eq(products.spuCode, spuCode), eq(products.design, '')));
  }
  // Icons written before designs: /media/product/{type}/front/{hex}.svg (three segments after /product/).
  for (const c of read<{ code: string; icon: string }[]>('catalog/categories.json')) {
    await tx
      .update(categories)
      .set({ icon: c.icon })
      .where(and(eq(categories.code, c.code), eq(categories.icon, c.icon.replace(/\/[^/]+\/front\//, '/front/'))));
  }
}

/**
 * Bespoke designs (定制方案): saved by custGoods/addCustGoods before a bespoke SKU goes to the
 * cart or to buy now, read back by number wherever the line is priced (cart, checkout). A
 * design stores only its choice; what it costs is always worked out from the product's options
 * now, so a changed option price changes the line's price everywhere at once, and a design
 * whose option was withdrawn is reported as such (the line cannot be bought as it was).
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import { bespokeDesign, type AddCustGoodsBody, type CustomGoods, type DesignNow } from '@shop/contracts/custom-goods';
import type { BespokeGroup } from '@shop/contracts/pdp-rules';
import { fail } from '../../../platform/shop-error.ts';

const cg = schema.customGoods;
const s = schema.skus;
const p = schema.products;
const d = schema.productDetails;

type Run = Database['db'] | Tx;

const newNo = () => `CG${String(randomInt(0, 1e6)).padStart(6, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;

export function createCustomGoods(database: Database) {
  const { db } = database;

  const groupsOf = (raw: unknown): BespokeGroup[] => (Array.isArray(raw) ? (raw as BespokeGroup[]) : []);

  async function skuWithGroups(run: Run, skuCode: string) {
    const [row] = await run
      .select({ skuCode: s.skuCode, skuName: s.name, price: s.price, spuCode: p.spuCode, bespoke: d.bespoke })
      .from(s)
      .innerJoin(p, eq(p.id, s.productId))
      .leftJoin(d, eq(d.spuCode, p.spuCode))
      .where(eq(s.skuCode, skuCode))
      .limit(1);
    return row ? { ...row, groups: groupsOf(row.bespoke) } : undefined;
  }

  return {
    /** Saves a design (or finds the same one saved before) and prices it at the SKU's price now. */
    async save(body: AddCustGoodsBody): Promise<CustomGoods> {
      const sku = await skuWithGroups(db, body.skuCd);
      if (!sku) throw fail('E_NOT_FOUND', { message: '商品不存在或已下架' });
      if (sku.groups.length === 0) throw fail('E_VALIDATION', { message: '该商品不支持定制' });
      const design = bespokeDesign(sku.groups, body.choice);
      if (!design) throw fail('E_VALIDATION', { message: '所选定制项不存在，请重新选择' });
      const answer = (custGoodsNo: string, existed: boolean): CustomGoods => ({
        custGoodsNo,
        skuCd: sku.skuCode,
        spuCd: sku.spuCode,
        skuNm: sku.skuName,
        basePrice: sku.price,
        price: sku.price + design.delta,
        design: design.parts,
        existed,
      });
      // Two tries: the second only when a fresh number happened to be taken.
      for (let attempt = 0; attempt < 2; attempt++) {
        const [made] = await db
          .insert(cg)
          .values({ custGoodsNo: newNo(), skuCode: sku.skuCode, spuCode: sku.spuCode, choice: design.choice, choiceKey: design.key })
          .onConflictDoNothing()
          .returning({ custGoodsNo: cg.custGoodsNo });
        if (made) return answer(made.custGoodsNo, false);
        const [same] = await db
          .select({ custGoodsNo: cg.custGoodsNo })
          .from(cg)
          .where(and(eq(cg.skuCode, sku.skuCode), eq(cg.choiceKey, design.key)));
        if (same) return answer(same.custGoodsNo, true);
      }
      throw new Error('custom goods: no free number after two tries');
    },

    /** Designs by number, priced from their product's options now (unknown numbers are absent). */
    async designsNow(nos: readonly string[], run: Run = db): Promise<Map<string, DesignNow>> {
      if (nos.length === 0) return new Map();
      const rows = await run
        .select({ custGoodsNo: cg.custGoodsNo, skuCode: cg.skuCode, choice: cg.choice, bespoke: d.bespoke })
        .from(cg)
        .leftJoin(d, eq(d.spuCode, cg.spuCode))
        .where(inArray(cg.custGoodsNo, [...new Set(nos)]));
      return new Map(
        rows.map((r) => {
          const design = bespokeDesign(groupsOf(r.bespoke), (r.choice ?? {}) as Record<string, string>);
          return [r.custGoodsNo, { custGoodsNo: r.custGoodsNo, skuCode: r.skuCode, parts: design?.parts ?? null, delta: design?.delta ?? 0 }];
        }),
      );
    },
  };
}

export type CustomGoodsService = ReturnType<typeof createCustomGoods>;

/**
 * Comparison answers: the picker's products of one category pair, the aligned comparison
 * of 2–4 products (SPU codes take the default SKU, SKU codes that SKU) and trade-in estimates.
 */
import {
  COMPARE_MAX,
  COMPARE_MIN,
  type CompareBaseInfo,
  type CompareInfo,
  type CompareProduct,
  type CompareRow,
  type TradeInEstimate,
} from '@shop/contracts/compare';
import { formatYuan as yuan } from '@shop/contracts/money';
import { DEFAULT_SKU, resolveSpuCode } from '@shop/contracts/pdp-rules';
import { fail } from '../../../platform/shop-error.ts';
import { productImageUrl } from '../../media/index.ts';
import { toProductCard } from '../card.ts';
import type { CompareRepository, OfferRow, OfferSku } from './compare.repository.ts';
import { alignSpecRows, makeRow, readSpecs } from './spec-rows.ts';
import { tradeInEstimate } from './trade-in.ts';

/** The SKU a product code opens on: the default-SKU table, else the first in stock, else the first. */
function defaultSku(p: OfferRow): OfferSku {
  const configured = DEFAULT_SKU[p.spuCode];
  return p.skus.find((s) => s.skuCode === configured) ?? p.skus.find((s) => s.stock > 0) ?? p.skus[0];
}

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];

interface Picked {
  product: OfferRow;
  sku: OfferSku;
}

export function createCompareService(repo: CompareRepository) {
  async function bestTradeIn(types: string[]): Promise<Map<string, number>> {
    const rows = await repo.tradeInModels(types);
    const best = new Map<string, number>();
    for (const r of rows) for (const t of r.product_types) best.set(t, Math.max(best.get(t) ?? 0, r.estimate + r.subsidy));
    return best;
  }

  /** One product and SKU by a SPU or SKU code (replacement codes accepted). */
  async function pickOne(code: string, siteCode: string): Promise<Picked> {
    const spuCode = resolveSpuCode(code).spuCode;
    const [product] = await repo.byCodes(siteCode, [spuCode], [code]);
    if (!product) throw fail('E_NOT_FOUND', { message: '商品不存在或已下架' });
    return { product, sku: product.skus.find((s) => s.skuCode === code) ?? defaultSku(product) };
  }

  return {
    async baseInfo(lvlOne: string, lvlTwo: string, siteCode: string): Promise<CompareBaseInfo> {
      const found = await repo.categories([lvlOne, lvlTwo]);
      const one = found.find((c) => c.code === lvlOne);
      const two = found.find((c) => c.code === lvlTwo);
      if (!one || !two) throw fail('E_NOT_FOUND', { message: '类目不存在' });
      if (one.level !== 1 || two.level !== 2 || two.parentCode !== one.code) throw fail('E_VALIDATION', { message: '一级类目与二级类目不匹配' });
      const products = await repo.inCategory(siteCode, two.code);
      return {
        catgLvlOneCd: one.code,
        catgLvlOneNm: one.name,
        catgLvlTowCd: two.code,
        catgLvlTowNm: two.name,
        products: products.map((p) => {
          const card = toProductCard({ ...p, skus: p.skus });
          const sku = p.skus.find((s) => s.skuCode === DEFAULT_SKU[p.spuCode]);
          return { spuCode: p.spuCode, skuCode: sku?.skuCode ?? card.skuCode, name: p.name, image: card.image, price: card.price };
        }),
      };
    },

    async compare(list: string, siteCode: string): Promise<CompareInfo> {
      const codes = list
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      if (codes.length > COMPARE_MAX) throw fail('E_VALIDATION', { message: `最多对比${COMPARE_MAX}款产品` });
      if (codes.length < COMPARE_MIN) throw fail('E_VALIDATION', { message: `请至少选择${COMPARE_MIN}款产品进行对比` });
      if (codes.some((c) => c.length > 64)) throw fail('E_VALIDATION', { message: '产品编码格式不正确' });

      const spuCodes = codes.map((c) => resolveSpuCode(c).spuCode);
      const offers = await repo.byCodes(siteCode, spuCodes, codes);
      const picked: Picked[] = codes.map((code, i) => {
        const bySku = offers.find((p) => p.skus.some((s) => s.skuCode === code));
        if (bySku) return { product: bySku, sku: bySku.skus.find((s) => s.skuCode === code)! };
        const bySpu = offers.find((p) => p.spuCode === spuCodes[i]);
        if (!bySpu) throw fail('E_NOT_FOUND', { message: `对比的产品不存在或已下架：${code}` });
        return { product: bySpu, sku: defaultSku(bySpu) };
      });
      if (new Set(picked.map((p) => p.product.spuCode)).size !== picked.length) throw fail('E_VALIDATION', { message: '请勿重复选择同一产品' });
      if (new Set(picked.map((p) => p.product.categoryCode)).size > 1) throw fail('E_VALIDATION', { message: '只能对比同一类目的产品' });

      const products: CompareProduct[] = picked.map(({ product, sku }) => ({
        spuCode: product.spuCode,
        skuCode: sku.skuCode,
        name: product.name,
        type: product.type,
        image: productImageUrl(product.type, product.design, 'front', sku.colorHex),
        price: sku.price,
        origPrice: Math.max(sku.origPrice, sku.price),
        url: `/product/${encodeURIComponent(product.spuCode)}/${encodeURIComponent(sku.skuCode)}`,
      }));

      const rows: CompareRow[] = [
        makeRow(
          '价格',
          '售价',
          products.map((p) => yuan(p.price)),
        ),
      ];
      rows.push(
        makeRow(
          '价格',
          '原价',
          products.map((p) => yuan(p.origPrice)),
        ),
      );
      rows.push(
        makeRow(
          '可选规格',
          '可选颜色',
          picked.map(({ product }) => distinct(product.skus.map((s) => s.colorName)).join('、') || null),
        ),
      );
      // Every other attribute any of the products varies by (存储, 尺寸, …), in first-seen order.
      const attrNames = distinct(picked.flatMap(({ product }) => product.skus.flatMap((s) => Object.keys(s.attrs ?? {})))).filter((n) => n !== '颜色');
      for (const name of attrNames) {
        rows.push(
          makeRow(
            '可选规格',
            `可选${name}`,
            picked.map(({ product }) => distinct(product.skus.map((s) => s.attrs?.[name] ?? '')).join('、') || null),
          ),
        );
      }
      rows.push(...alignSpecRows(picked.map(({ product }) => readSpecs(product.specs))));
      const best = await bestTradeIn(distinct(products.map((p) => p.type)));
      rows.push(
        makeRow(
          '以旧换新',
          '旧机最高抵扣',
          products.map((p) => (best.has(p.type) ? `最高抵${yuan(best.get(p.type)!)}` : '暂不支持')),
        ),
      );

      return { catgLvlTowCd: picked[0].product.categoryCode, products, rows };
    },

    async tradeIn(code: string, siteCode: string, modelCode?: string): Promise<TradeInEstimate> {
      const { product, sku } = await pickOne(code, siteCode);
      const rows = await repo.tradeInModels([product.type]);
      if (modelCode && !rows.some((r) => r.code === modelCode)) {
        if (!(await repo.tradeInModel(modelCode))) throw fail('E_NOT_FOUND', { message: '旧机型号不存在' });
        throw fail('E_CLM_ORDER_0009');
      }
      return tradeInEstimate({ spuCode: product.spuCode, skuCode: sku.skuCode, productType: product.type, newPrice: sku.price }, rows, modelCode);
    },
  };
}

export type CompareService = ReturnType<typeof createCompareService>;

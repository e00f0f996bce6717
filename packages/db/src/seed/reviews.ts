/**
 * Seed step 0006-reviews-trade-in: demo product reviews and the old devices the shop takes
 * back (packages/db/seed/reviews/*.json).
 *
 * Reviews are composed from per-type sentence fragments by a PRNG seeded with the SPU code,
 * so the same texts, stars, SKUs and pictures come out on every database; only the dates
 * follow the day the seed runs (spread over the year before it).
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { productReviews, products, skus, tradeInModels } from '../schema/index.ts';

interface Fragment {
  good: string[];
  bad: string[];
}
interface Fragments {
  nicknames: string[];
  openers: Record<'good' | 'mid' | 'bad', string[]>;
  closers: Record<'good' | 'mid' | 'bad', string[]>;
  common: Record<string, Fragment>;
  types: Record<string, Record<string, Fragment>>;
}
type TradeInRow = typeof tradeInModels.$inferInsert;

/** The product the browser tests filter reviews on: many reviews, pictures on several SKUs. */
export const REVIEW_SHOWCASE_SPU = 'S25U';
const SHOWCASE_COUNT = 56;
const DAY_MS = 86_400_000;
const VIEWS = ['front', 'back', 'side', 'angle'] as const;

/** mulberry32: small, fast, good enough for demo data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashSeed(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** 星河漫步者 → 星***者: first and last character kept. */
export function maskNickname(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? `${name}***` : `${chars[0]}***${chars[chars.length - 1]}`;
}

/** Positive skew: 5★ 60 %, 4★ 22 %, 3★ 8 %, 2★ 4 %, 1★ 6 %. */
function pickStar(r: number): number {
  return r < 0.6 ? 5 : r < 0.82 ? 4 : r < 0.9 ? 3 : r < 0.94 ? 2 : 1;
}

export async function seedReviews(tx: Tx, read: <T>(name: string) => T): Promise<void> {
  await tx.insert(tradeInModels).values(read<TradeInRow[]>('reviews/trade-in-models.json')).onConflictDoNothing();

  const fragments = read<Fragments>('reviews/fragments.json');
  const rows = await tx
    .select({
      spuCode: products.spuCode,
      type: products.type,
      design: products.design,
      isHot: products.isHot,
      isNew: products.isNew,
      skuCode: skus.skuCode,
      colorHex: skus.colorHex,
      sortOrder: skus.sortOrder,
    })
    .from(products)
    .innerJoin(skus, eq(skus.productId, products.id))
    .where(and(eq(products.status, 'on_sale'), eq(skus.status, 'on_sale')))
    .orderBy(products.sortOrder, products.spuCode, skus.sortOrder);

  const bySpu = new Map<string, { type: string; design: string; flagship: boolean; skus: { skuCode: string; hex: string }[] }>();
  for (const r of rows) {
    const p = bySpu.get(r.spuCode) ?? { type: r.type, design: r.design, flagship: r.isHot, skus: [] };
    p.skus.push({ skuCode: r.skuCode, hex: r.colorHex.replace('#', '').toLowerCase() });
    bySpu.set(r.spuCode, p);
  }

  // Dates end at the start of today (UTC) so every review lies in the past.
  const end = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const reviews: (typeof productReviews.$inferInsert)[] = [];
  for (const [spuCode, p] of bySpu) {
    const rnd = prng(hashSeed(spuCode));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
    const showcase = spuCode === REVIEW_SHOWCASE_SPU;
    // Most products have reviews; flagships many more.
    if (!showcase && !p.flagship && rnd() < 0.15) continue;
    const count = showcase ? SHOWCASE_COUNT : p.flagship ? 25 + Math.floor(rnd() * 36) : Math.floor(rnd() * 21);
    const aspects = { ...(fragments.types[p.type] ?? {}) };
    const aspectNames = Object.keys(aspects);
    const commonNames = Object.keys(fragments.common);

    for (let i = 0; i < count; i++) {
      const sku = pick(p.skus);
      const star = pickStar(rnd());
      const mood = star >= 4 ? 'good' : star === 3 ? 'mid' : 'bad';
      const parts: string[] = [pick(fragments.openers[mood])];
      // 2–3 aspects of the product type, positive or negative with the stars; 4★ may carry one gripe.
      const chosen = [...aspectNames].sort(() => rnd() - 0.5).slice(0, 2 + Math.floor(rnd() * 2));
      chosen.forEach((name, k) => {
        const f = aspects[name];
        const negative = mood === 'bad' || (mood === 'mid' && k === 1) || (star === 4 && k === chosen.length - 1 && rnd() < 0.4);
        parts.push(pick(negative ? f.bad : f.good));
      });
      if (rnd() < 0.6) {
        const c = fragments.common[pick(commonNames)];
        parts.push(pick(mood === 'bad' && rnd() < 0.6 ? c.bad : c.good));
      }
      // A 4★ review does not end with 五星好评.
      const closers = fragments.closers[mood].filter((c) => star === 5 || !c.includes('五星'));
      const content = `${parts.join('，')}。${pick(closers)}`;

      // About a third with 1–4 pictures of the reviewed SKU's colour; the showcase gets more.
      const withPictures = showcase ? i % 5 < 3 : rnd() < 0.33;
      const images = withPictures
        ? [...VIEWS]
            .sort(() => rnd() - 0.5)
            .slice(0, 1 + Math.floor(rnd() * 4))
            // The product's own picture (media URL /media/product/{type}/{design}/{view}/{hex}.svg).
            .map((v) => `/media/product/${p.type}/${p.design ? `${p.design}/` : ''}${v}/${sku.hex}.svg`)
        : [];
      const upVotes = rnd() < 0.45 ? Math.floor(rnd() * rnd() * 120) : 0;
      const createdAt = new Date(end - Math.floor(rnd() * 365 * DAY_MS) - Math.floor(rnd() * DAY_MS) + 1);

      reviews.push({
        spuCode,
        skuCode: sku.skuCode,
        memberId: null,
        nickname: maskNickname(pick(fragments.nicknames)),
        star,
        content,
        images,
        upVotes,
        status: 'published',
        createdAt,
      });
    }
  }
  for (let i = 0; i < reviews.length; i += 500) await tx.insert(productReviews).values(reviews.slice(i, i + 500));
}

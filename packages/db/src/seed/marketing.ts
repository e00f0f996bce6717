/**
 * Seed step 0005-marketing: flash sales, a pre-sale, a tiered discount and coupons from
 * packages/db/seed/marketing/*.json. Windows are given in hours relative to the seeding time,
 * so a freshly seeded demo always has a running flash sale, an upcoming one, an open deposit
 * window and claimable coupons (see docs in the JSON files).
 */
import { eq, inArray, like } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { activities, activitySkus, coupons } from '../schema/marketing.ts';
import { products, skus } from '../schema/catalog.ts';

interface SkuTerms {
  actPrice: number | null;
  actStock: number | null;
  limitPerMember: number;
  swellAmt?: number;
}
interface ActivitySeed {
  actCd: string;
  actTyp: number;
  name: string;
  beginHours: number;
  endHours: number;
  rules: { balanceBeginHours?: number; balanceEndHours?: number; ladder?: { fullCnt: number; discount: number }[] };
  skus?: (SkuTerms & { skuCode: string })[];
  skuPrefix?: string;
  skuCategories?: string[];
  sku?: SkuTerms;
}
interface CouponSeed {
  cpnCd: string;
  name: string;
  kind: 'amount' | 'discount';
  amount?: number;
  discount?: number;
  threshold: number;
  scope: unknown;
  total: number;
  claimed?: number;
  perMemberLimit: number;
  role?: string;
  /** Not listed on product pages / coupon centre (pack coupons). */
  public?: boolean;
  /** The pack it belongs to (granted together, e.g. NEW-MEMBER at sign-up). */
  pack?: string;
  claimBeginHours: number;
  claimEndHours: number;
  validDays: number;
}

const HOUR_MS = 3600 * 1000;

export async function seedMarketing(tx: Tx, read: <T>(name: string) => T): Promise<void> {
  // Seeds run once, at database creation: wall-clock "now" anchors the demo windows.
  const seededAt = Date.now();
  const at = (hours: number) => new Date(seededAt + hours * HOUR_MS);

  for (const act of read<{ activities: ActivitySeed[] }>('marketing/activities.json').activities) {
    const { balanceBeginHours, balanceEndHours, ladder } = act.rules;
    const rules = {
      ...(balanceBeginHours !== undefined ? { balanceBeginAt: at(balanceBeginHours).toISOString() } : {}),
      ...(balanceEndHours !== undefined ? { balanceEndAt: at(balanceEndHours).toISOString() } : {}),
      // Stored as given (unsorted on purpose): the service sorts.
      ...(ladder ? { ladder } : {}),
    };
    const [row] = await tx
      .insert(activities)
      .values({ actCd: act.actCd, actTyp: act.actTyp, name: act.name, beginAt: at(act.beginHours), endAt: at(act.endHours), rules })
      .returning({ id: activities.id });

    let lines: (SkuTerms & { skuCode: string })[] = act.skus ?? [];
    if (act.sku && (act.skuPrefix || act.skuCategories)) {
      const found = await tx
        .select({ skuCode: skus.skuCode })
        .from(skus)
        .innerJoin(products, eq(products.id, skus.productId))
        .where(act.skuPrefix ? like(skus.skuCode, `${act.skuPrefix}%`) : inArray(products.categoryCode, act.skuCategories!));
      lines = found.map((f) => ({ skuCode: f.skuCode, ...act.sku! }));
    }
    if (lines.length === 0) continue;
    await tx.insert(activitySkus).values(
      lines.map((l) => ({
        activityId: row.id,
        skuCode: l.skuCode,
        actPrice: l.actPrice,
        actStock: l.actStock,
        actTotal: l.actStock,
        limitPerMember: l.limitPerMember,
        swellAmt: l.swellAmt ?? 0,
      })),
    );
  }

  const couponRows = read<{ coupons: CouponSeed[] }>('marketing/coupons.json').coupons.map((c) => ({
    cpnCd: c.cpnCd,
    name: c.name,
    kind: c.kind,
    amount: c.amount ?? 0,
    discount: c.discount ?? 1000,
    threshold: c.threshold,
    scope: c.scope,
    total: c.total,
    claimed: c.claimed ?? 0,
    perMemberLimit: c.perMemberLimit,
    role: c.role ?? null,
    public: c.public ?? true,
    pack: c.pack ?? null,
    claimBeginAt: at(c.claimBeginHours),
    claimEndAt: at(c.claimEndHours),
    validDays: c.validDays,
  }));
  await tx.insert(coupons).values(couponRows).onConflictDoNothing();
}

/**
 * Activities of SKUs (flash sale, pre-sale, tiered discount), in the shape the product page
 * rules (@shop/contracts/pdp-rules) take, and a flash sale's own stock, which checkout holds
 * before its order transaction and claims inside it, and a cancel gives back. The product and
 * order modules ask here; they never read the marketing tables themselves.
 */
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { schema, type Database, type Db, type Tx } from '@shop/db';
import { ACT_TYP, PRESALE_PURCHASE_LIMIT, SUB_TYP, sortLadder, type LadderStep, type SkuActivity } from '@shop/contracts/pdp-rules';
import { CART_SAME_ITEM_LIMIT } from '@shop/contracts/cart';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { createReadBatcher } from '../../platform/read-batcher.ts';
import { soldOutFor, type ActivityLineAsk, type StockGlance } from './sold-out-rule.ts';
import { keptPerStamp } from '../../platform/kept-per-stamp.ts';

const a = schema.activities;
const s = schema.activitySkus;
const h = schema.activityStockHolds;

/**
 * A hold older than this that no transaction owns is an orphan the sweep gives back (the
 * default; ApiConfig.activityStock.holdGraceSeconds sets it). The placement claims its hold on
 * the same connection right after taking it (BEGIN, DELETE: a few milliseconds); giving one
 * back too early would still be safe: that placement would find it gone and fail, never sell
 * the units twice.
 */
export const ACTIVITY_STOCK_HOLD_GRACE_S = 15;

/**
 * How long a flash-sale purchase qualification (抢购资格, a member's reservation taken at buy
 * now) keeps its unit: time enough to confirm and submit, short enough that an abandoned one
 * is back for sale well within a rush (the sweep every minute, or the next buyer's sold-out
 * read at once).
 */
export const FLASH_RESERVATION_S = 300;

/** What buy now's reservation step answered. */
export type FlashReservation =
  /** A unit is the member's until `expiresAtMs` (new, renewed, or the one the member already held). */
  | { kind: 'reserved'; id: number; qty: number; expiresAtMs: number }
  /** Fewer units left than asked (or more asked than the per-member limit): nothing taken. */
  | { kind: 'soldOut' }
  /** The activity SKU has no stock of its own (or is gone): nothing to reserve. */
  | { kind: 'none' };

/** Stale holds: a placement's older than the grace (no member), or a member's reservation past its expiry. */
const STALE_HOLD = `((h.member_id IS NULL AND h.created_at < now() - make_interval(secs => $GRACE)) OR h.expires_at < now())`;

/** The activity runs on the site: listed there, or on every site. */
export const runsOnSite = (siteCd: string) => or(isNull(a.siteCodes), sql`${siteCd} = any(${a.siteCodes})`);

interface ActivityRules {
  balanceBeginAt?: string;
  balanceEndAt?: string;
  ladder?: LadderStep[];
}

/** An activity of a SKU as kept for a public data stamp: its end, to be compared with the clock at each ask. */
interface KeptActivity {
  skuCode: string;
  activityId: number;
  endMs: number;
  item: SkuActivity;
}

/** Activity rows kept per (site, SKUs) for the product page: the most recent ones. */
const KEPT_ACTIVITY_SETS = 2000;

/** What an activity of a SKU is shown and checked with: the activity's and its SKU row's columns that SkuActivity needs. */
type ActivityRow = {
  act: Pick<typeof a.$inferSelect, 'id' | 'actCd' | 'actTyp' | 'name' | 'beginAt' | 'endAt' | 'rules'>;
  sku: Pick<typeof s.$inferSelect, 'skuCode' | 'actPrice' | 'actStock' | 'limitPerMember' | 'swellAmt'>;
};

function toSkuActivity({ act, sku }: ActivityRow): SkuActivity {
  const rules = act.rules as ActivityRules;
  return {
    actCd: act.actCd,
    actTyp: act.actTyp,
    actNm: act.name,
    beginTime: formatBeijingTime(act.beginAt.getTime()),
    endTime: formatBeijingTime(act.endAt.getTime()),
    actPrice: sku.actPrice,
    actStock: sku.actStock,
    limitQty: sku.limitPerMember,
    swellAmt: sku.swellAmt,
    balanceBeginTime: rules.balanceBeginAt ? formatBeijingTime(Date.parse(rules.balanceBeginAt)) : null,
    balanceEndTime: rules.balanceEndAt ? formatBeijingTime(Date.parse(rules.balanceEndAt)) : null,
    ...(rules.ladder ? { ladder: sortLadder(rules.ladder) } : {}),
  };
}

export function createActivityService(database: Database, opts: { holdGraceSeconds?: number; reservationSeconds?: number } = {}) {
  const { db } = database;
  const graceS = opts.holdGraceSeconds ?? ACTIVITY_STOCK_HOLD_GRACE_S;
  const reservationS = opts.reservationSeconds ?? FLASH_RESERVATION_S;

  /**
   * Gives back holds older than the grace that no transaction holds (SKIP LOCKED: an order
   * being written keeps its claimed hold locked until it commits or rolls back), at most 1000
   * per call; `scope` limits it to one activity SKU. Units given back.
   */
  async function giveBackStale(scope?: { activityId: number; skuCode: string }): Promise<number> {
    const only = scope ? sql`AND h.activity_id = ${scope.activityId} AND h.sku_code = ${scope.skuCode}` : sql``;
    const result = await db.execute<{ sku_code: string; qty: number }>(sql`
      WITH gone AS (
        DELETE FROM ${h} WHERE id IN (
          SELECT id FROM ${h} h WHERE ${sql.raw(STALE_HOLD.replace('$GRACE', String(graceS)))} ${only}
           ORDER BY id LIMIT 1000 FOR UPDATE SKIP LOCKED)
        RETURNING activity_id, sku_code, qty),
      per_sku AS (SELECT activity_id, sku_code, sum(qty)::int AS qty FROM gone GROUP BY activity_id, sku_code)
      UPDATE ${s} SET act_stock = ${s}.act_stock + per_sku.qty FROM per_sku
       WHERE ${s}.activity_id = per_sku.activity_id AND ${s}.sku_code = per_sku.sku_code AND ${s}.act_stock IS NOT NULL
      RETURNING per_sku.sku_code, per_sku.qty`);
    return result.rows.reduce((n, r) => n + Number(r.qty), 0);
  }

  /**
   * The sold-out check's read: each asked activity SKU's own stock with what the check
   * compares it with (kind, window, sites, limit) and whether holds a killed placement left
   * behind exist, one plain SELECT (no lock) for every ask waiting at the same moment, by
   * `${actCd}\n${skuCode}`. Through the read batcher, an ask never takes the answer of a
   * read already under way when it asked: it sees every unit given back before it (a cancel,
   * a failed placement, a sweep, in any worker or instance), so it is never refused while a
   * unit is for sale.
   */
  const glances = createReadBatcher(async (keys: string[]): Promise<Map<string, StockGlance>> => {
    const acts: string[] = [];
    const skus: string[] = [];
    for (const k of keys) {
      const i = k.indexOf('\n');
      acts.push(k.slice(0, i));
      skus.push(k.slice(i + 1));
    }
    const result = await database.pool.query<{
      act_cd: string;
      sku_code: string;
      activity_id: string | number;
      act_typ: number;
      begin_ms: string | number;
      end_ms: string | number;
      site_codes: string[] | null;
      limit_per_member: number;
      act_stock: number | null;
      stale: boolean;
      holders: string[] | null;
    }>({
      name: 'activity-sold-out-glance',
      text: `SELECT a.act_cd, s.sku_code, a.id AS activity_id, a.act_typ, floor(extract(epoch FROM a.begin_at) * 1000)::float8 AS begin_ms,
                    floor(extract(epoch FROM a.end_at) * 1000)::float8 AS end_ms, a.site_codes, s.limit_per_member, s.act_stock,
                    EXISTS (SELECT 1 FROM activity_stock_holds h WHERE h.activity_id = a.id AND h.sku_code = s.sku_code
                             AND ${STALE_HOLD.replace('$GRACE', '$3')}) AS stale,
                    (SELECT array_agg(h.user_no) FROM activity_stock_holds h WHERE h.activity_id = a.id AND h.sku_code = s.sku_code
                             AND h.member_id IS NOT NULL AND h.expires_at > now()) AS holders
               FROM unnest($1::text[], $2::text[]) AS k(act_cd, sku_code)
               JOIN activities a ON a.act_cd = k.act_cd AND a.status = 'active'
               JOIN activity_skus s ON s.activity_id = a.id AND s.sku_code = k.sku_code`,
      values: [acts, skus, graceS],
    });
    const out = new Map<string, StockGlance>();
    for (const r of result.rows) {
      out.set(`${r.act_cd}\n${r.sku_code}`, {
        activityId: Number(r.activity_id),
        actTyp: r.act_typ,
        beginMs: Number(r.begin_ms),
        endMs: Number(r.end_ms),
        siteCodes: r.site_codes,
        limitQty: r.act_typ === ACT_TYP.presale ? PRESALE_PURCHASE_LIMIT : r.limit_per_member,
        stock: r.act_stock ?? Number.POSITIVE_INFINITY,
        stale: r.stale,
        holders: r.holders ?? [],
      });
    }
    return out;
  });

  /**
   * An activity SKU's own stock as of now (a read sent after this call). Holds a killed
   * process left behind (older than the grace) are given back first when there are any, so a
   * sale that looks sold out because of them is for sale again as soon as buyers come back.
   */
  async function glance(actCd: string, skuCode: string): Promise<StockGlance | undefined> {
    const key = `${actCd}\n${skuCode}`;
    const row = (await glances.read(key)).get(key);
    if (!row?.stale) return row;
    if ((await giveBackStale({ activityId: row.activityId, skuCode })) === 0) return row;
    return (await glances.read(key)).get(key);
  }

  /** Active activities of SKUs on the site, by begin time; those ended at `notEndedAt` left out when given. */
  async function activityRows(skuCodes: readonly string[], siteCd: string, notEndedAt: Date | undefined): Promise<ActivityRow[]> {
    // A named statement of fixed text (parsed once per connection, no query built per call):
    // checkout, buy now and add to cart ask this on every call.
    const result = await database.pool.query<{
      id: string | number;
      act_cd: string;
      act_typ: number;
      name: string;
      begin_at: Date;
      end_at: Date;
      rules: unknown;
      sku_code: string;
      act_price: number | null;
      act_stock: number | null;
      limit_per_member: number;
      swell_amt: number;
    }>({
      name: 'activity-rows-of-skus',
      text: `SELECT a.id, a.act_cd, a.act_typ, a.name, a.begin_at, a.end_at, a.rules, s.sku_code, s.act_price, s.act_stock, s.limit_per_member, s.swell_amt
               FROM activity_skus s JOIN activities a ON a.id = s.activity_id
              WHERE s.sku_code = ANY($1::text[]) AND a.status = 'active' AND (a.site_codes IS NULL OR $2::text = ANY(a.site_codes))
                AND ($3::timestamptz IS NULL OR a.end_at > $3::timestamptz)
              ORDER BY a.begin_at`,
      values: [[...skuCodes], siteCd, notEndedAt ?? null],
    });
    return result.rows.map((r) => ({
      act: { id: Number(r.id), actCd: r.act_cd, actTyp: r.act_typ, name: r.name, beginAt: r.begin_at, endAt: r.end_at, rules: r.rules },
      sku: { skuCode: r.sku_code, actPrice: r.act_price, actStock: r.act_stock, limitPerMember: r.limit_per_member, swellAmt: r.swell_amt },
    }));
  }

  /** Activity rows per (site, SKUs) for one public data stamp; ended ones included (the clock decides at each ask). */
  const keptSets = keptPerStamp<KeptActivity[]>(KEPT_ACTIVITY_SETS);

  function keptRows(skuCodes: readonly string[], siteCd: string, stamp: string): Promise<KeptActivity[]> {
    return keptSets.get(`${siteCd}\n${skuCodes.join('\n')}`, stamp, () =>
      activityRows(skuCodes, siteCd, undefined).then((list) =>
        list.map((row) => ({ skuCode: row.sku.skuCode, activityId: row.act.id, endMs: row.act.endAt.getTime(), item: toSkuActivity(row) })),
      ),
    );
  }

  /**
   * An activity's own stock is not part of the stamp (a sale moves the version only when it
   * sells out), so it is read live: one statement for every request waiting at the same time.
   * By `${activityId}\n${skuCode}`.
   */
  const liveActStock = createReadBatcher(async (skuCodes: string[]) => {
    const result = await database.pool.query<{ activity_id: string | number; sku_code: string; act_stock: number }>({
      name: 'activity-live-stock',
      text: 'SELECT activity_id, sku_code, act_stock FROM activity_skus WHERE sku_code = ANY($1::text[]) AND act_stock IS NOT NULL',
      values: [skuCodes],
    });
    return new Map(result.rows.map((r) => [`${r.activity_id}\n${r.sku_code}`, r.act_stock]));
  });

  async function keptForSkus(skuCodes: readonly string[], siteCd: string, now: Date, includeEnded: boolean, stamp: string) {
    const nowMs = now.getTime();
    const rows = (await keptRows(skuCodes, siteCd, stamp)).filter((r) => includeEnded || r.endMs > nowMs);
    const stocked = rows.filter((r) => r.item.actStock !== null);
    const live = stocked.length ? (await Promise.all([...new Set(stocked.map((r) => r.skuCode))].map((c) => liveActStock.read(c))))[0]! : undefined;
    const out = new Map<string, SkuActivity[]>();
    for (const r of rows) {
      // A row gone meanwhile (its delete moves the stamp; the next ask reloads) keeps what was read.
      const actStock = r.item.actStock === null ? null : (live?.get(`${r.activityId}\n${r.skuCode}`) ?? r.item.actStock);
      const list = out.get(r.skuCode) ?? [];
      list.push(actStock === r.item.actStock ? r.item : { ...r.item, actStock });
      out.set(r.skuCode, list);
    }
    return out;
  }

  return {
    /**
     * Active activities of each SKU on site `siteCd` that have not ended at `now` (ones still to
     * come are included: the page counts down to them). Keyed by SKU code; SKUs without any are
     * absent. `includeEnded` also returns ended ones (add to cart tells "ended" from "no such activity").
     * `publicData`: the caller's public data stamp (product page, pdp/live-stock.ts), read before
     * this call: the rows are then kept for that stamp (a change to an activity moves it), the
     * clock applied to them at each call, and only an activity's own stock read live.
     */
    async forSkus(
      skuCodes: readonly string[],
      siteCd: string,
      now: Date,
      opts: { includeEnded?: boolean; publicData?: string } = {},
    ): Promise<Map<string, SkuActivity[]>> {
      const out = new Map<string, SkuActivity[]>();
      if (skuCodes.length === 0) return out;
      if (opts.publicData !== undefined) return keptForSkus(skuCodes, siteCd, now, opts.includeEnded ?? false, opts.publicData);
      const rows = await activityRows(skuCodes, siteCd, opts.includeEnded ? undefined : now);
      for (const row of rows) {
        const list = out.get(row.sku.skuCode) ?? [];
        list.push(toSkuActivity(row));
        out.set(row.sku.skuCode, list);
      }
      return out;
    },

    /**
     * Holds qty of an activity's own stock for an order being placed: ONE statement, outside
     * the order transaction, takes the units from activity_skus (conditional, never below zero)
     * and writes the hold. The activity's row is locked only while that statement runs, never
     * across the order's work, so a rush does not queue behind the orders being written. Its
     * commit does not wait for the disk (synchronous_commit off for this statement alone): the
     * order that uses the hold commits durably later, and that flush covers this earlier commit;
     * if the database crashed before, the hold and its units vanish together and no order used
     * them. The hold id, or null when there is not enough left (nothing taken). `run`: a held
     * connection outside any transaction (the placement's), default the pool.
     */
    async holdActivityStock(actCd: string, skuCode: string, qty: number, run: Db = db): Promise<number | null> {
      const result = await run.execute<{ id: string }>(sql`
        WITH taken AS (
          UPDATE ${s} SET act_stock = act_stock - ${qty}
           WHERE sku_code = ${skuCode} AND act_stock >= ${qty}
             AND activity_id = (SELECT id FROM ${a} WHERE act_cd = ${actCd})
          RETURNING activity_id, sku_code)
        INSERT INTO ${h} (activity_id, sku_code, qty)
        SELECT activity_id, sku_code, ${qty} FROM taken WHERE set_config('synchronous_commit', 'off', true) IS NOT NULL
        RETURNING id`);
      const row = result.rows[0];
      if (row) return Number(row.id);
      return null;
    },

    /**
     * Inside the order transaction, first: the hold becomes the order's (its row is deleted, so
     * the units are the order's once it commits, and back in the hold if it rolls back). While
     * the transaction runs the row stays locked, which the sweep skips. False when the hold is
     * gone (given back by the sweep after a very long wait): the order must not be placed.
     */
    async claimActivityStockHold(tx: Tx, holdId: number): Promise<boolean> {
      const result = await tx.execute(sql`DELETE FROM ${h} WHERE id = ${holdId}::bigint RETURNING id`);
      return result.rows.length === 1;
    },

    /**
     * Gives a hold's units back (its placement failed) in one statement; nothing when an order
     * took the hold or it was given back already, so calling it after any failure is safe.
     * `run`: as for holdActivityStock.
     */
    async releaseActivityStockHold(holdId: number, run: Db = db): Promise<void> {
      await run.execute(sql`
        WITH gone AS (DELETE FROM ${h} WHERE id = ${holdId} RETURNING activity_id, sku_code, qty)
        UPDATE ${s} SET act_stock = ${s}.act_stock + gone.qty FROM gone
         WHERE ${s}.activity_id = gone.activity_id AND ${s}.sku_code = gone.sku_code AND ${s}.act_stock IS NOT NULL`);
    },

    /**
     * The sweep: gives back holds left by a placement that never finished (its process was
     * killed between the hold and the order's commit). A hold qualifies when it is older than
     * the grace and no transaction holds its row (SKIP LOCKED: an order being written keeps it
     * locked until it commits or rolls back). Units given back. `soldOut` does the same for
     * one activity SKU when it reads one that has such holds.
     */
    async giveBackOrphanedHolds(): Promise<number> {
      const any = await database.pool.query({
        name: 'activity-stale-holds-any',
        text: `SELECT 1 FROM activity_stock_holds h WHERE ${STALE_HOLD.replace('$GRACE', '$1')} LIMIT 1`,
        values: [graceS],
      });
      return any.rows.length ? giveBackStale() : 0;
    },

    /**
     * The sold-out fast path: whether an attempt to buy `ask.qty` under the activity is sure
     * to be refused for want of the activity's own stock, from a read sent after the ask (one
     * plain SELECT shared by every ask waiting at the same moment, no lock; see `glances`).
     * True only when the activity is active, of the line's kind, on the site, running at `now`,
     * the quantity is within the limits and fewer units are left than asked: every other
     * refusal (not started, ended, over the limit) and every purchase go the full way, which
     * checks everything again.
     */
    async soldOut(ask: ActivityLineAsk, now: Date): Promise<boolean> {
      const seen = await glance(ask.actCd, ask.skuCode);
      return seen !== undefined && soldOutFor(seen, ask, now.getTime());
    },

    /**
     * Buy now's purchase qualification (抢购资格) for a flash-sale SKU with its own stock: ONE
     * statement, no transaction around it, takes `qty` units from activity_skus.act_stock
     * (conditional: never below zero, and `qty` within the per-member limit) and writes the
     * member's reservation with its expiry; the activity's row is locked only while it runs.
     * A member who already holds one gets it back (renewed if it had expired without being
     * swept: it still holds its units), never a second: the unique index on (activity, SKU,
     * member) makes a concurrent twin (two tabs, a double click) fail as a whole, and the retry
     * finds the first. The commit does not wait for the disk (as a placement's hold): a crash
     * of the database before the next flush loses the reservation together with its units,
     * and the order then takes a unit afresh if one is left (never a unit twice).
     */
    async reserveFlashSaleUnit(actCd: string, skuCode: string, qty: number, member: { id: number; userNo: string }): Promise<FlashReservation> {
      const run = () =>
        database.pool.query<{ kind: string; id: string | null; qty: number | null; expires_ms: string | number | null }>({
          name: 'activity-reserve-flash-unit',
          text: `WITH act AS (
                   SELECT s.activity_id, s.act_stock, s.limit_per_member FROM activities a JOIN activity_skus s ON s.activity_id = a.id AND s.sku_code = $2
                    WHERE a.act_cd = $1),
                 mine AS (
                   SELECT h.id, h.qty, h.expires_at FROM activity_stock_holds h JOIN act ON h.activity_id = act.activity_id
                    WHERE h.sku_code = $2 AND h.member_id = $4),
                 taken AS (
                   UPDATE activity_skus s SET act_stock = s.act_stock - $3 FROM act
                    WHERE s.activity_id = act.activity_id AND s.sku_code = $2 AND s.act_stock >= $3 AND $3 <= act.limit_per_member
                      AND NOT EXISTS (SELECT 1 FROM mine)
                   RETURNING s.activity_id),
                 made AS (
                   INSERT INTO activity_stock_holds (activity_id, sku_code, qty, member_id, user_no, expires_at)
                   SELECT activity_id, $2, $3, $4, $6, now() + make_interval(secs => $5) FROM taken
                    WHERE set_config('synchronous_commit', 'off', true) IS NOT NULL
                   RETURNING id, qty, expires_at),
                 renewed AS (
                   UPDATE activity_stock_holds h SET expires_at = now() + make_interval(secs => $5) FROM mine
                    WHERE h.id = mine.id AND mine.expires_at <= now()
                   RETURNING h.id, h.qty, h.expires_at)
               SELECT 'reserved' AS kind, id, qty, floor(extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms FROM made
               UNION ALL SELECT 'reserved', id, qty, floor(extract(epoch FROM expires_at) * 1000)::float8 FROM renewed
               UNION ALL SELECT 'reserved', id, qty, floor(extract(epoch FROM expires_at) * 1000)::float8 FROM mine WHERE expires_at > now()
               UNION ALL SELECT 'none', NULL, NULL, NULL FROM act WHERE act_stock IS NULL`,
          values: [actCd, skuCode, qty, member.id, reservationS, member.userNo],
        });
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await run();
      } catch (err) {
        // A twin of this member's committed first (unique index): nothing of this one stands; the retry reads the twin's.
        if ((err as { code?: string }).code !== '23505') throw err;
        result = await run();
      }
      const row = result.rows[0];
      if (!row) return { kind: 'soldOut' };
      if (row.kind === 'none') return { kind: 'none' };
      return { kind: 'reserved', id: Number(row.id), qty: Number(row.qty), expiresAtMs: Number(row.expires_ms) };
    },

    /**
     * Inside the order transaction: the member's reservation becomes the order's (its row is
     * deleted, so its units are the order's once the transaction commits, and the
     * reservation's again if it rolls back; while it runs the row stays locked, which the
     * sweep skips). Taken whatever its expiry as long as it is there: its units were never
     * given back. False when it is gone (expired and given back, or another order of the
     * member's took it): the order must then take a unit afresh (takeActivityStock).
     */
    async claimReservation(tx: Tx, id: number, memberId: number, qty: number): Promise<boolean> {
      const result = await tx.execute(sql`DELETE FROM ${h} WHERE id = ${id}::bigint AND member_id = ${memberId}::bigint AND qty = ${qty}::int RETURNING id`);
      return result.rows.length === 1;
    },

    /**
     * Inside the order transaction, for a line whose reservation was gone: takes qty units of
     * the activity's own stock directly (conditional, never below zero; the row stays locked
     * until the commit, which is why it is only the fallback). False when too few are left.
     */
    async takeActivityStock(tx: Tx, actCd: string, skuCode: string, qty: number): Promise<boolean> {
      const result = await tx.execute(sql`
        UPDATE ${s} SET act_stock = act_stock - ${qty}::int
         WHERE sku_code = ${skuCode}::text AND act_stock >= ${qty}::int AND activity_id = (SELECT id FROM ${a} WHERE act_cd = ${actCd}::text)
        RETURNING activity_id`);
      return result.rows.length === 1;
    },

    /**
     * Gives a member's reservation back at once (its checkout was refused for good, e.g. the
     * member is over the limit with earlier orders): nothing when an order took it or it is gone.
     */
    async releaseReservation(id: number, memberId: number): Promise<void> {
      await db.execute(sql`
        WITH gone AS (DELETE FROM ${h} WHERE id = ${id}::bigint AND member_id = ${memberId}::bigint RETURNING activity_id, sku_code, qty)
        UPDATE ${s} SET act_stock = ${s}.act_stock + gone.qty FROM gone
         WHERE ${s}.activity_id = gone.activity_id AND ${s}.sku_code = gone.sku_code AND ${s}.act_stock IS NOT NULL`);
    },

    /** Gives qty back to the flash sale's stock of a SKU (an unpaid order cancelled or expired). */
    async giveBackFlashSaleStock(tx: Tx, actCd: string, skuCode: string, qty: number): Promise<void> {
      await tx
        .update(s)
        .set({ actStock: sql`${s.actStock} + ${qty}` })
        .where(and(eq(s.skuCode, skuCode), isNotNull(s.actStock), sql`${s.activityId} = (SELECT ${a.id} FROM ${a} WHERE ${a.actCd} = ${actCd})`));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;

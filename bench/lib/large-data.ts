/**
 * The bench's large data set (issue #15 item 7): on a database already migrated and seeded
 * with the demo data, the demo catalogue copied until there are 100 of each product
 * (65 → 6,500 products, 244 → 24,400 SKUs, with their channel prices and product pages), then
 * 2,000 members and 100,000 orders over the past year with their lines and status and
 * tracking events. Generated on the spot, never committed: `npm run bench` with
 * BENCH_DATA=large|both, or alone with `node --import tsx bench/large-data.ts <DATABASE_URL>`.
 *
 * Every copy keeps its original's category, type, picture design, attributes and colours;
 * its codes get a suffix (S25U → S25U-X07, S25U-TITANGRAY-1 → S25U-TITANGRAY-1-X07), its name
 * an edition (星辰 S25 Ultra 5G 手机 2019款典藏版), its prices a few per cent either way, and its
 * search words come from the shop's own builder (buildSearchText, as
 * scripts/generate-catalog.ts builds the demo's). Everything else is set-based SQL
 * (INSERT … SELECT over generate_series) with a fixed random seed, so two runs give the same
 * data. The orders are in the state the shop leaves them in: unpaid only within their pay
 * window, paid and shipped only while the simulated carrier is on its way (about 12 minutes),
 * delivered only within the auto-confirm days, pre-sale deposits only inside an open balance
 * window; the rest completed or cancelled. So the minute sweeps find (almost) nothing to do,
 * which is what they find in a shop that runs.
 */
import pg from 'pg';
import { buildSearchText } from '../../apps/api/src/modules/product/search-terms.ts';
import type { ProductType } from '@shop/contracts';

interface LargeDataOptions {
  /** Copies of each demo product besides the original (99 → the catalogue ×100). */
  copies?: number;
  members?: number;
  orders?: number;
  log?: (msg: string) => void;
}

export interface LargeDataResult {
  products: number;
  skus: number;
  sitePrices: number;
  members: number;
  orders: number;
  orderLines: number;
  orderEvents: number;
  seconds: { catalogue: number; orders: number; analyze: number; total: number };
}

/** The code suffix that marks a generated copy; the generator refuses a database that has them. */
const COPY_MARK = '-X';

const EDITIONS = ['典藏版', '青春版', '尊享版', '标准版', '畅享版', '活力版', '经典版', '旗舰版', '轻薄版', '商务版'];

/** Copy k (1…): its code suffix, the edition in its name and its price factor (0.91 … 1.10). */
function copyOf(k: number) {
  const suffix = `${COPY_MARK}${String(k).padStart(2, '0')}`;
  const edition = `${2016 + (Math.floor(k / EDITIONS.length) % 10)}款${EDITIONS[k % EDITIONS.length]}`;
  const factor = 1 + (((k * 37) % 20) - 9) / 100;
  return { k, suffix, edition, factor };
}

export async function loadLargeData(databaseUrl: string, opts: LargeDataOptions = {}): Promise<LargeDataResult> {
  const copies = opts.copies ?? 99;
  const memberCount = opts.members ?? 2000;
  const orderCount = opts.orders ?? 100_000;
  const log = opts.log ?? (() => {});
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'shop-large-data' });
  await client.connect();
  const t0 = Date.now();
  try {
    await client.query('SET statement_timeout = 0');
    const already = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE spu_code LIKE '%${COPY_MARK}__'`);
    if (already.rows[0]!.n > 0) throw new Error('this database already holds the large data set (products with copy codes)');

    // ---- catalogue ------------------------------------------------------------------------
    const originals = await client.query<{
      spu_code: string;
      name: string;
      model: string;
      type: ProductType;
      selling_point: string;
      search_text: string;
      category_name: string;
      parent_name: string | null;
      colours: string[];
    }>(`
      SELECT p.spu_code, p.name, p.model, p.type, p.selling_point, p.search_text, c.name AS category_name, pc.name AS parent_name,
             coalesce((SELECT array_agg(DISTINCT s.color_name) FROM skus s WHERE s.product_id = p.id), '{}') AS colours
      FROM products p JOIN categories c ON c.code = p.category_code LEFT JOIN categories pc ON pc.code = c.parent_code
      ORDER BY p.id`);
    const spu: string[] = [];
    const k: number[] = [];
    const names: string[] = [];
    const searchTexts: string[] = [];
    for (let i = 1; i <= copies; i++) {
      const c = copyOf(i);
      for (const p of originals.rows) {
        const name = `${p.name} ${c.edition}`;
        spu.push(p.spu_code);
        k.push(i);
        names.push(name);
        // As scripts/generate-catalog.ts: a level-1 name like 手机/平板 names its siblings too.
        const categoryNames = !p.parent_name || p.parent_name.includes('/') ? [p.category_name] : [p.parent_name, p.category_name];
        searchTexts.push(
          p.search_text === ''
            ? ''
            : buildSearchText({ name, model: p.model, type: p.type, categoryNames, sellingPoint: p.selling_point, colorNames: p.colours }),
        );
      }
    }
    log(`catalogue: ${originals.rows.length} products × ${copies} copies, search words built in ${Date.now() - t0} ms`);

    await client.query('BEGIN');
    await client.query(`CREATE TEMP TABLE bench_copies (k int PRIMARY KEY, suffix text, edition text, factor numeric) ON COMMIT DROP`);
    const cs = Array.from({ length: copies }, (_, i) => copyOf(i + 1));
    await client.query(`INSERT INTO bench_copies SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::numeric[])`, [
      cs.map((c) => c.k),
      cs.map((c) => c.suffix),
      cs.map((c) => c.edition),
      cs.map((c) => c.factor),
    ]);
    // Prices scaled by the copy's factor, in whole yuan (integer fen), list price never below the price.
    await client.query(
      `CREATE FUNCTION pg_temp.bench_price(fen int, f numeric) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT greatest(100, round(fen * f / 100) * 100)::int $$`,
    );
    const productsIn = await client.query(
      `INSERT INTO products (spu_code, name, model, type, design, category_code, selling_point, description, specs, is_new, is_hot, status,
                             sales_count, launched_at, sort_order, search_text)
       SELECT p.spu_code || c.suffix, n.name, p.model, p.type, p.design, p.category_code, p.selling_point,
              n.name || '：' || p.selling_point || '。', p.specs, p.is_new, p.is_hot, p.status,
              (p.sales_count * (0.2 + ((c.k * 53) % 100) / 100.0))::int, p.launched_at - make_interval(days => c.k * 3), p.sort_order + c.k * 1000, n.search_text
       FROM unnest($1::text[], $2::int[], $3::text[], $4::text[]) AS n(spu_code, k, name, search_text)
       JOIN products p ON p.spu_code = n.spu_code JOIN bench_copies c ON c.k = n.k`,
      [spu, k, names, searchTexts],
    );
    const skusIn = await client.query(
      `INSERT INTO skus (sku_code, product_id, name, attrs, color_name, color_hex, price, orig_price, stock, low_stock, status, sort_order)
       SELECT s.sku_code || c.suffix, pc.id,
              CASE WHEN starts_with(s.name, p.name) THEN pc.name || substr(s.name, length(p.name) + 1) ELSE s.name || ' ' || c.edition END,
              s.attrs, s.color_name, s.color_hex, pg_temp.bench_price(s.price, c.factor), pg_temp.bench_price(s.orig_price, c.factor),
              (s.stock * (0.5 + ((c.k * 29) % 100) / 100.0))::int, s.low_stock, s.status, s.sort_order
       FROM skus s JOIN products p ON p.id = s.product_id CROSS JOIN bench_copies c JOIN products pc ON pc.spu_code = p.spu_code || c.suffix`,
    );
    const pricesIn = await client.query(
      `INSERT INTO sku_site_prices (sku_id, site_code, price)
       SELECT sc.id, sp.site_code, pg_temp.bench_price(sp.price, c.factor)
       FROM sku_site_prices sp JOIN skus s ON s.id = sp.sku_id CROSS JOIN bench_copies c JOIN skus sc ON sc.sku_code = s.sku_code || c.suffix`,
    );
    // Each copy's product page shows its original's content.
    await client.query(
      `INSERT INTO product_details (spu_code, title, html, h5_html, packing_list, frames_3d, highlights, bespoke)
       SELECT d.spu_code || c.suffix, d.title, d.html, d.h5_html, d.packing_list, d.frames_3d, d.highlights, d.bespoke
       FROM product_details d CROSS JOIN bench_copies c
       WHERE EXISTS (SELECT 1 FROM products p WHERE p.spu_code = d.spu_code || c.suffix)`,
    );
    const tCatalogue = Date.now();
    log(
      `catalogue: +${productsIn.rowCount} products, +${skusIn.rowCount} SKUs, +${pricesIn.rowCount} channel prices in ${((tCatalogue - t0) / 1000).toFixed(1)} s`,
    );

    // ---- members and orders (same transaction: a failure leaves nothing behind) -------------
    await client.query('SELECT setseed(0.15)');
    // A step of an order's life that would lie in the future happened just now (null stays null).
    await client.query(
      `CREATE FUNCTION pg_temp.bench_past(t timestamptz) RETURNS timestamptz LANGUAGE sql STABLE AS $$ SELECT CASE WHEN t > now() THEN now() ELSE t END $$`,
    );
    const membersIn = await client.query(
      `INSERT INTO members (user_no, mobile, nickname, sso_uid, created_at, updated_at, last_login_at)
       SELECT 'U' || translate(substr(md5('bench-member-' || g), 1, 15), '0123456789abcdef', 'ABCDEFGHJKLMNPQR'),
              '136' || lpad(g::text, 8, '0'), '用户' || right(lpad(g::text, 8, '0'), 4), 'sso-bench-' || g,
              now() - interval '400 days' + random() * interval '30 days', now() - interval '1 day', now() - random() * interval '30 days'
       FROM generate_series(1, $1::int) g
       ON CONFLICT DO NOTHING RETURNING id`,
      [memberCount],
    );
    await client.query(
      `CREATE TEMP TABLE bench_members ON COMMIT DROP AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM members WHERE sso_uid LIKE 'sso-bench-%'`,
    );
    await client.query(`CREATE TEMP TABLE bench_skus ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY s.id) AS n, s.sku_code, p.spu_code, s.name, s.attrs, s.price, s.orig_price
      FROM skus s JOIN products p ON p.id = s.product_id WHERE s.status = 'on_sale' AND p.status = 'on_sale'`);
    await client.query(`CREATE TEMP TABLE bench_addresses (n int, address jsonb) ON COMMIT DROP`);
    await client.query(`INSERT INTO bench_addresses VALUES
      (0, '{"receiver":"张伟","mobile":"13600000001","provinceCode":"310000","provinceName":"上海市","cityCode":"310100","cityName":"市辖区","districtCode":"310115","districtName":"浦东新区","detail":"世纪大道 100 号 8 楼"}'),
      (1, '{"receiver":"李娜","mobile":"13600000002","provinceCode":"110000","provinceName":"北京市","cityCode":"110100","cityName":"市辖区","districtCode":"110105","districtName":"朝阳区","detail":"建国路 88 号 2 单元 301"}'),
      (2, '{"receiver":"王芳","mobile":"13600000003","provinceCode":"440000","provinceName":"广东省","cityCode":"440300","cityName":"深圳市","districtCode":"440305","districtName":"南山区","detail":"科技园南区 6 栋 1203"}'),
      (3, '{"receiver":"刘洋","mobile":"13600000004","provinceCode":"330000","provinceName":"浙江省","cityCode":"330100","cityName":"杭州市","districtCode":"330106","districtName":"西湖区","detail":"文三路 478 号"}'),
      (4, '{"receiver":"陈静","mobile":"13600000005","provinceCode":"510000","provinceName":"四川省","cityCode":"510100","cityName":"成都市","districtCode":"510107","districtName":"武侯区","detail":"天府大道北段 1700 号"}')`);

    // One row per order: when, who, what kind, and its state, from its age (see the file comment).
    await client.query(
      `CREATE TEMP TABLE bench_orders ON COMMIT DROP AS
       WITH base AS (
         SELECT g, now() - random() * interval '365 days' AS created_at, 1 + floor(random() * $2::int)::int AS m,
                random() AS r_kind, random() AS r_state, random() AS r_by, 1 + floor(random() * random() * 3)::int AS lines
         FROM generate_series(1, $1::int) g
       ), aged AS (
         SELECT *, now() - created_at AS age, CASE WHEN r_kind < 0.03 THEN 'presale' WHEN r_kind < 0.05 THEN 'seckill' ELSE 'normal' END AS kind FROM base
       )
       SELECT g, created_at, m, kind, lines,
         CASE
           WHEN kind = 'presale' AND age < interval '10 days' THEN
             CASE WHEN age < interval '30 minutes' AND r_state < 0.5 THEN 'pending_payment' WHEN r_state < 0.85 THEN 'deposit_paid' ELSE 'cancelled' END
           WHEN kind = 'presale' THEN CASE WHEN r_state < 0.8 THEN 'completed' ELSE 'cancelled' END
           WHEN age < interval '30 minutes' THEN
             CASE WHEN r_state < 0.4 THEN 'pending_payment' WHEN r_state < 0.5 THEN 'cancelled'
                  WHEN age < interval '2 minutes' THEN 'paid' WHEN age < interval '12 minutes' THEN 'shipped' ELSE 'delivered' END
           WHEN age < interval '7 days' THEN
             CASE WHEN r_state < 0.15 THEN 'cancelled' WHEN r_state < 0.55 THEN 'completed' ELSE 'delivered' END
           ELSE CASE WHEN r_state < 0.18 THEN 'cancelled' ELSE 'completed' END
         END AS status,
         -- cancelled: by the member (fifth), by the pay timeout, or (pre-sale with its deposit paid) by the balance window
         CASE WHEN kind = 'presale' AND age >= interval '10 days' THEN 'balance' WHEN r_by < 0.2 THEN 'member' ELSE 'timeout' END AS cancel_by
       FROM aged`,
      [orderCount, memberCount],
    );
    await client.query(
      `CREATE TEMP TABLE bench_lines ON COMMIT DROP AS
       WITH picks AS MATERIALIZED (
         SELECT o.g, l.i, 1 + floor(random() * (SELECT count(*) FROM bench_skus))::int AS pick, CASE WHEN random() < 0.85 THEN 1 ELSE 2 END AS qty
         FROM bench_orders o CROSS JOIN LATERAL generate_series(1, o.lines) l(i)
       )
       SELECT p.g, p.i, s.sku_code, s.spu_code, s.name, s.attrs, s.price, s.orig_price, p.qty
       FROM picks p JOIN bench_skus s ON s.n = p.pick`,
    );
    // Amounts from the lines; a pre-sale order's deposit is a tenth, its balance the rest. Money in fen.
    const ordersIn = await client.query(
      `INSERT INTO orders (order_no, member_id, kind, status, site_cd, source, list_amt, goods_amt, shipping_amt, payable_amt, balance_amt, paid_amt,
                           act_cd, address, pay_deadline, balance_begin_at, balance_end_at, carrier, tracking_no, cancel_reason,
                           created_at, updated_at, paid_at, shipped_at, delivered_at, completed_at, cancelled_at)
       SELECT x.order_no, bm.id, o.kind, o.status, 'cn', (ARRAY['pc','mobile','app','wxApp','aliApp'])[1 + o.g % 5],
              a.list_amt, a.goods_amt, 0, x.payable, x.balance,
              CASE WHEN o.status IN ('paid','shipped','delivered','completed') THEN x.payable + x.balance
                   WHEN o.status = 'deposit_paid' OR (o.status = 'cancelled' AND o.cancel_by = 'balance') THEN x.payable ELSE 0 END,
              NULL, ad.address, o.created_at + interval '30 minutes',
              CASE WHEN o.kind = 'presale' THEN o.created_at + interval '3 days' END, CASE WHEN o.kind = 'presale' THEN o.created_at + interval '10 days' END,
              CASE WHEN t.shipped_at IS NOT NULL THEN (ARRAY['顺丰速运','京东物流'])[1 + o.g % 2] END,
              CASE WHEN t.shipped_at IS NOT NULL THEN (ARRAY['SF','JDX'])[1 + o.g % 2] || lpad(o.g::text, 13, '0') END,
              CASE WHEN o.status = 'cancelled' THEN
                CASE o.cancel_by WHEN 'member' THEN '会员取消订单' WHEN 'balance' THEN '尾款未在支付时间内支付，订单已取消，定金不予退还' ELSE '订单超时未支付，已自动取消' END END,
              o.created_at, coalesce(t.cancelled_at, t.completed_at, t.delivered_at, t.shipped_at, t.paid_at, o.created_at),
              t.paid_at, t.shipped_at, t.delivered_at, t.completed_at, t.cancelled_at
       FROM bench_orders o
       JOIN bench_members bm ON bm.n = o.m
       JOIN bench_addresses ad ON ad.n = o.m % 5
       JOIN (SELECT g, sum(orig_price * qty)::int AS list_amt, sum(price * qty)::int AS goods_amt FROM bench_lines GROUP BY g) a ON a.g = o.g
       CROSS JOIN LATERAL (SELECT
           to_char(o.created_at AT TIME ZONE 'Asia/Shanghai', 'YYMMDD') || lpad(o.g::text, 12, '0') AS order_no,
           CASE WHEN o.kind = 'presale' THEN greatest(100, a.goods_amt / 1000 * 100) ELSE a.goods_amt END AS payable,
           CASE WHEN o.kind = 'presale' THEN a.goods_amt - greatest(100, a.goods_amt / 1000 * 100) ELSE 0 END AS balance) x
       CROSS JOIN LATERAL (SELECT pg_temp.bench_past(t0.paid_at) AS paid_at, pg_temp.bench_past(t0.shipped_at) AS shipped_at, pg_temp.bench_past(t0.delivered_at) AS delivered_at,
           pg_temp.bench_past(t0.completed_at) AS completed_at, pg_temp.bench_past(t0.cancelled_at) AS cancelled_at FROM (SELECT
           CASE WHEN o.status IN ('paid','shipped','delivered','completed') THEN
             CASE WHEN o.kind = 'presale' THEN o.created_at + interval '3 days 2 hours' ELSE o.created_at + interval '1 minute' END END AS paid_at,
           CASE WHEN o.status IN ('shipped','delivered','completed') THEN
             CASE WHEN o.kind = 'presale' THEN o.created_at + interval '3 days 4 hours' ELSE o.created_at + interval '3 minutes' END END AS shipped_at,
           CASE WHEN o.status IN ('delivered','completed') THEN
             CASE WHEN o.kind = 'presale' THEN o.created_at + interval '3 days 12 minutes' + interval '4 hours' ELSE o.created_at + interval '13 minutes' END END AS delivered_at,
           CASE WHEN o.status = 'completed' THEN o.created_at + interval '4 days' + (o.g % 3) * interval '1 day' END AS completed_at,
           CASE WHEN o.status = 'cancelled' THEN
             CASE o.cancel_by WHEN 'balance' THEN o.created_at + interval '10 days' WHEN 'member' THEN o.created_at + interval '5 minutes' ELSE o.created_at + interval '30 minutes' END END AS cancelled_at) t0) t
       ORDER BY o.created_at`,
    );
    const linesIn = await client.query(
      `INSERT INTO order_lines (order_id, sku_code, spu_code, sku_name, attrs, qty, unit_price, orig_unit_price, goods_amt, sub_typ, deposit, reviewed)
       SELECT od.id, l.sku_code, l.spu_code, l.name, l.attrs, l.qty, l.price, l.orig_price, l.price * l.qty,
              CASE o.kind WHEN 'seckill' THEN 1 WHEN 'presale' THEN 2 ELSE 0 END,
              CASE WHEN o.kind = 'presale' THEN greatest(100, l.price / 1000 * 100) END,
              od.status = 'completed' AND l.g % 3 = 0
       FROM bench_lines l JOIN bench_orders o ON o.g = l.g
       JOIN orders od ON od.order_no = to_char(o.created_at AT TIME ZONE 'Asia/Shanghai', 'YYMMDD') || lpad(o.g::text, 12, '0')`,
    );
    // The timeline: status events, and the carrier's five tracking steps between shipping and delivery.
    const eventsIn = await client.query(
      `INSERT INTO order_events (order_id, kind, code, description, location, at)
       SELECT o.id, ev.kind, ev.code, ev.description, ev.location, ev.at
       FROM orders o
       JOIN bench_orders b ON o.order_no = to_char(b.created_at AT TIME ZONE 'Asia/Shanghai', 'YYMMDD') || lpad(b.g::text, 12, '0')
       CROSS JOIN LATERAL (VALUES
         ('status', 'created', '订单已提交', NULL::text, o.created_at),
         ('status', 'paid', '订单已支付，等待商家发货', NULL, o.paid_at),
         ('status', 'shipped', '商品已出库，由' || o.carrier || '配送，运单号 ' || o.tracking_no, NULL, o.shipped_at),
         ('tracking', 'picked_up', '【深圳市】' || o.carrier || '已揽收，快件已从星辰商城深圳仓发出', '深圳市', o.shipped_at),
         ('tracking', 'in_transit', '快件已从【深圳转运中心】发出', '深圳市', o.shipped_at + interval '2 minutes'),
         ('tracking', 'arrived', '快件已到达转运中心，正在分拣', o.address->>'provinceName', o.shipped_at + interval '4 minutes'),
         ('tracking', 'out_for_delivery', '快递员正在为您派送，请保持电话畅通', o.address->>'districtName', o.shipped_at + interval '6 minutes'),
         ('tracking', 'signed', '您的快件已签收，签收人：本人', o.address->>'districtName', o.delivered_at),
         ('status', 'delivered', '商品已签收，请确认收货', NULL, o.delivered_at),
         ('status', 'completed', '已确认收货', NULL, o.completed_at),
         ('status', 'cancelled', '订单已取消：' || o.cancel_reason, NULL, o.cancelled_at)
       ) AS ev(kind, code, description, location, at)
       WHERE ev.at IS NOT NULL AND ev.at <= now()`,
    );
    await client.query('COMMIT');
    const tOrders = Date.now();
    log(
      `orders: +${membersIn.rowCount} members, +${ordersIn.rowCount} orders, +${linesIn.rowCount} lines, +${eventsIn.rowCount} events in ${((tOrders - tCatalogue) / 1000).toFixed(1)} s`,
    );
    await client.query('ANALYZE');
    const tEnd = Date.now();
    const count = async (table: string) => (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    return {
      products: await count('products'),
      skus: await count('skus'),
      sitePrices: await count('sku_site_prices'),
      members: await count('members'),
      orders: await count('orders'),
      orderLines: await count('order_lines'),
      orderEvents: await count('order_events'),
      seconds: {
        catalogue: (tCatalogue - t0) / 1000,
        orders: (tOrders - tCatalogue) / 1000,
        analyze: (tEnd - tOrders) / 1000,
        total: (tEnd - t0) / 1000,
      },
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

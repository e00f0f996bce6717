/**
 * A flash-sale rush over HTTP against real shop processes, shared by the server-level tests
 * (one shop killed mid-rush; two instances on one database): shoppers with cookie jars, a
 * sale made for the test, one attempt (buy now → confirm → submit), and what the database
 * says afterwards.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

/** A shopper over HTTP: cookie jar and the CSRF token of the last answer; `base` may change (another instance). */
export class HttpShopper {
  cookies = new Map<string, string>();
  csrf = '';
  constructor(
    readonly mobile: string,
    public base: string,
  ) {}

  async call(method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<{ status: number; code: string; data: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      if (this.csrf) headers['x-csrf-token'] = this.csrf;
    }
    const res = await fetch(this.base + urlPath, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair!.slice(0, eq));
      else this.cookies.set(pair!.slice(0, eq), value);
    }
    this.csrf = res.headers.get('x-csrf-token') ?? this.csrf;
    const json = (await res.json().catch(() => ({}))) as { code?: string; data?: unknown };
    return { status: res.status, code: json.code ?? '', data: json.data };
  }

  /** Signs in by SMS (the code read from the shop's SMS sink table) and saves a default address. */
  async signIn(db: Queryable) {
    await this.call('GET', '/api/sys/comnmetd/getServerTimeStamp');
    const sent = await this.call('POST', '/api/auth/code/sms', { mobile: this.mobile, deviceId: 'test' });
    if (sent.status !== 200) throw new Error(`sms ${sent.status} ${sent.code}`);
    const { rows } = await db.query<{ code: string }>('SELECT code FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT 1', [this.mobile]);
    const login = await this.call('POST', '/api/auth/login/mobile/token', { mobile: this.mobile, code: rows[0]?.code });
    if (login.status !== 200) throw new Error(`login ${login.status} ${login.code}`);
    const saved = await this.call('POST', '/api/order/address/save', {
      receiver: '张三',
      mobile: this.mobile,
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310115',
      detail: '张江路 100 号 1 幢',
      isDefault: true,
    });
    if (saved.status !== 200) throw new Error(`address ${saved.status} ${saved.code}`);
  }
}

/** Signs shoppers in, `batch` at a time. */
export async function signInAll(shoppers: readonly HttpShopper[], db: Queryable, batch = 20) {
  for (let i = 0; i < shoppers.length; i += batch) await Promise.all(shoppers.slice(i, i + batch).map((s) => s.signIn(db)));
}

export interface FlashSale {
  spuCode: string;
  skuCode: string;
  actCd: string;
  units: number;
  skuStock: number;
}

/** A sale of the test's own: a new SKU with `skuStock` units, `units` of them at the flash price, one per member, running now. */
export async function createFlashSale(db: Queryable, o: { prefix: string; units: number; skuStock: number }): Promise<FlashSale> {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const sale = { spuCode: `${o.prefix}${tag}`, skuCode: `${o.prefix}${tag}-SK`, actCd: `${o.prefix}SK${tag}`, units: o.units, skuStock: o.skuStock };
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO products (spu_code, name, type, category_code, launched_at) VALUES ($1, '秒杀测试', 'phone', 'flash-test', now()) RETURNING id`,
    [sale.spuCode],
  );
  await db.query(
    `INSERT INTO skus (sku_code, product_id, name, attrs, color_name, color_hex, price, orig_price, stock)
     VALUES ($1, $2, $1, '{"颜色":"幻夜黑"}', '幻夜黑', '#1d1d1f', 300000, 320000, $3)`,
    [sale.skuCode, rows[0]!.id, o.skuStock],
  );
  await db.query(
    `WITH a AS (INSERT INTO activities (act_cd, act_typ, name, begin_at, end_at) VALUES ($1, 10, '秒杀测试', now() - interval '1 hour', now() + interval '1 day') RETURNING id)
     INSERT INTO activity_skus (activity_id, sku_code, act_price, act_stock, limit_per_member) SELECT id, $2, 100000, $3, 1 FROM a`,
    [sale.actCd, sale.skuCode, o.units],
  );
  return sale;
}

export type Outcome = { kind: 'answer'; status: number; code: string } | { kind: 'network' };

/** One attempt: buy now → checkout → submit; the answer that ended it, or a network failure (server gone). */
export async function flashAttempt(s: HttpShopper, sale: FlashSale): Promise<Outcome> {
  try {
    const bn = await s.call('POST', '/api/cart/cart/buyNow', { skuCd: sale.skuCode, qtyCnt: 1, subTyp: 3, actId: sale.actCd });
    if (bn.status !== 200) return { kind: 'answer', status: bn.status, code: bn.code };
    const source = { type: 'buyNow', token: (bn.data as { token: string }).token };
    const view = await s.call('POST', '/api/order/checkout/confirm', { source });
    if (view.status !== 200) return { kind: 'answer', status: view.status, code: view.code };
    const v = view.data as { orderToken: string; address: { id: number }; coupons: { selectedId: number | null }; price: { payable: number } };
    const placed = await s.call('POST', '/api/order/checkout/submit', {
      orderToken: v.orderToken,
      source,
      addressId: v.address.id,
      couponId: v.coupons.selectedId,
      points: 0,
      invoice: null,
      expectedPayable: v.price.payable,
    });
    return { kind: 'answer', status: placed.status, code: placed.code };
  } catch {
    return { kind: 'network' };
  }
}

/** What the database says about a sale. */
export function saleFacts(db: Queryable, sale: FlashSale) {
  const count = async (q: string, params: unknown[]) => Number((await db.query<{ n: string }>(q, params)).rows[0]!.n);
  const membersWithOrder = async () =>
    new Set(
      (
        await db.query<{ mobile: string }>(
          'SELECT m.mobile FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN members m ON m.id = o.member_id WHERE l.act_cd = $1',
          [sale.actCd],
        )
      ).rows.map((r) => r.mobile),
    );
  return {
    ordersPlaced: () => count('SELECT count(*) AS n FROM order_lines WHERE act_cd = $1', [sale.actCd]),
    holdsLeft: () => count('SELECT count(*) AS n FROM activity_stock_holds WHERE sku_code = $1', [sale.skuCode]),
    unitsHeld: () => count('SELECT coalesce(sum(qty), 0) AS n FROM activity_stock_holds WHERE sku_code = $1', [sale.skuCode]),
    actStock: () => count('SELECT act_stock AS n FROM activity_skus WHERE sku_code = $1', [sale.skuCode]),
    membersWithOrder,
    /** The end state every rush must reach: exactly the units sold, both stocks exact, nobody over the limit. */
    async final() {
      return {
        orders: await this.ordersPlaced(),
        actStock: await this.actStock(),
        holdsLeft: await this.holdsLeft(),
        skuStockTaken: sale.skuStock - (await count('SELECT stock AS n FROM skus WHERE sku_code = $1', [sale.skuCode])),
        membersWithAnOrder: (await membersWithOrder()).size,
        membersOverTheLimit: await count(
          `SELECT count(*) AS n FROM (SELECT o.member_id FROM order_lines l JOIN orders o ON o.id = l.order_id
            WHERE l.act_cd = $1 GROUP BY o.member_id HAVING sum(l.qty) > 1) x`,
          [sale.actCd],
        ),
      };
    },
  };
}

/** The end state of a sale of `units` that sold out: exactly the units sold, both stocks exact, nobody over the limit of one. */
export const soldOutExactly = (units: number) => ({
  orders: units,
  actStock: 0,
  holdsLeft: 0,
  skuStockTaken: units,
  membersWithAnOrder: units,
  membersOverTheLimit: 0,
});

/** The answers that were not an order are the sold-out or limit refusals, never a server error. */
export function unexpectedRefusals(answers: readonly Outcome[]) {
  return answers.filter(
    (a) => a.kind === 'answer' && a.status !== 200 && (a.status >= 500 || !['ERR_ORDER_CHECK_STOCK_EMPTY', 'ERR_ORDER_OVER_PURCHASE_LIMIT'].includes(a.code)),
  );
}

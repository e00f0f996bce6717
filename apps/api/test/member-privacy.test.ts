/**
 * Privacy sweep (issue #6, item 5): every member endpoint derives the member from the token.
 * Member A owns data in every area; member B then calls EVERY route the API publishes (read
 * from its own OpenAPI document, so a new endpoint is swept without editing this file) with
 * A's ids in the path and in the body; no answer may carry A's data, and A's data must be
 * unchanged afterwards. An anonymous visitor gets nothing of A either, and no member route.
 */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@shop/db';
import type { Address } from '@shop/contracts/address';
import { Browser, signIn, useTestApi } from './harness.ts';
import { placeOrder } from './payment-fixtures.ts';
import { lifecycleFor, pay } from './order-fixtures.ts';
import { pngFile } from '../../../test-support/pictures.ts';

const t = useTestApi();

/** Routes not about a member's data, or that would end the sweeping session itself. */
const SKIP = [/^\/api\/auth\//, /^\/api\/dev\//, /^\/api\/sandbox\//, /^\/api\/order\/pay\/notify\//, /^\/api\/openapi/, /^\/api\/docs/];

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

interface Owner {
  b: Browser;
  userNo: string;
  mobile: string;
  /**
   * Strings only A's data contains (every text A writes carries the mark): none may appear in
   * another shopper's answers. A's ids are not among them: an answer may echo what was sent.
   */
  secrets: string[];
  /** A's ids, tried in every path parameter and body field. */
  ids: (string | number)[];
}

let a: Owner;

/** Answers the data of a success envelope, or fails the test with the answer. */
async function must<T>(reply: Promise<{ status: number; body: { data: T } }>): Promise<T> {
  const r = await reply;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

async function memberA(): Promise<Owner> {
  const b = new Browser(t.baseUrl);
  const s = await signIn(b);
  const mark = `隐私${randomInt(100000, 999999)}`;
  const addr = await must(
    b.post<Address>('/api/order/address/save', {
      receiver: `甲${mark.slice(-3)}`,
      mobile: s.mobile,
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310115',
      detail: `${mark}路1号`,
      isDefault: true,
    }),
  );
  const order = await placeOrder({ b, addressId: addr.id });
  // A second order, paid and delivered: its line waits for A's review.
  const delivered = await placeOrder({ b, addressId: addr.id });
  await pay(t.database.db, lifecycleFor(t), delivered.orderNo, 'full', delivered.payableAmt);
  for (let i = 0; i < 10; i++) if ((await must(b.post<{ moved: string }>(`/api/dev/orders/${delivered.orderNo}/advance`, {}))).moved === 'delivered') break;
  const line = await t.database.db.execute<{ id: string }>(
    sql`SELECT l.id FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = ${delivered.orderNo}`,
  );
  const lineId = Number(line.rows[0]!.id);

  await must(b.post('/api/member/memCollectSpu/saveCollectSpu/S25U'));
  await must(b.post('/api/member/member/modify', { realName: mark }));
  const message = await must(b.post<{ id: number }>('/api/dev/messages', { title: `${mark}的消息`, body: `${mark} 的系统消息内容` }));
  const ticket = await must(b.post<{ ticketNo: string }>('/api/member/support/saveTicket', { category: 'account', content: `${mark} 想修改绑定手机号` }));
  const entBuy = await must(
    b.post<{ code: string }>('/api/member/entBuy/save', {
      company: `${mark}科技有限公司`,
      contact: '李四',
      mobile: '13912345678',
      email: 'buyer@example.com',
      items: [{ name: '平板电脑', qty: 20 }],
      budget: 5_000_000,
      invoice: 'none',
      remark: mark,
    }),
  );
  const form = new FormData();
  const picture = await pngFile(64, 64, '#3366aa');
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
  const avatar = await must(b.request<{ id: string; url: string }>('POST', '/api/sys/upload?fileMeta=avatar', { form }));
  return {
    b,
    userNo: s.user.userNo,
    mobile: s.mobile,
    secrets: [mark, s.mobile, s.user.userNo, avatar.url],
    ids: [addr.id, order.orderNo, delivered.orderNo, lineId, message.id, ticket.ticketNo, entBuy.code, avatar.id],
  };
}

/** Every (method, concrete path) to try: path parameters filled with each of A's ids. */
function targets(doc: OpenApi, ids: (string | number)[]) {
  const out: { method: string; path: string }[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    const path = `/api${template.startsWith('/api') ? template.slice(4) : template}`;
    if (SKIP.some((re) => re.test(path))) continue;
    for (const method of Object.keys(ops)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const params = path.match(/\{[^}]+\}/g) ?? [];
      if (params.length === 0) out.push({ method, path });
      else for (const id of ids) out.push({ method, path: params.reduce((p, name) => p.replace(name, encodeURIComponent(String(id))), path) });
    }
  }
  return out;
}

/** A body naming A's ids under the field names the API uses for them. */
function bodyWith(ids: (string | number)[]) {
  const [addressId, ordNo, deliveredNo, lineId, messageId, ticketNo, entCode, uploadId] = ids;
  return {
    id: addressId,
    addressId,
    ordNo: deliveredNo,
    orderNo: ordNo,
    code: entCode,
    lineId,
    msgId: messageId,
    ticketNo,
    images: [`/media/uploads/${uploadId}.webp`],
    star: 5,
    content: '别人的订单，我也来评价一下',
    ordNos: [ordNo],
    ids,
  };
}

async function openApi(): Promise<OpenApi> {
  const r = await fetch(`${t.baseUrl}/api/openapi.json`);
  expect(r.status).toBe(200);
  return (await r.json()) as OpenApi;
}

async function sweep(b: Browser, owner: Owner) {
  const doc = await openApi();
  const leaks: string[] = [];
  let calls = 0;
  for (const { method, path } of targets(doc, owner.ids)) {
    const bodies = method === 'get' ? [undefined] : [{}, bodyWith(owner.ids)];
    for (const json of bodies) {
      const r = await b.request(method.toUpperCase(), path, json === undefined ? {} : { json });
      calls += 1;
      const text = JSON.stringify(r.body);
      for (const s of owner.secrets) if (text.includes(s)) leaks.push(`${method.toUpperCase()} ${path} → ${r.status} carries ${s}`);
      expect(r.status, `${method.toUpperCase()} ${path}`).toBeLessThan(500);
    }
  }
  return { leaks, calls };
}

describe('privacy of member data', () => {
  beforeAll(async () => {
    a = await memberA();
  }, 60_000);

  it('member B, calling every endpoint with A’s ids, gets nothing of A and changes nothing of A', async () => {
    const b = new Browser(t.baseUrl);
    await signIn(b);
    const before = await a.b.get('/api/order/address/list');
    const unreadBefore = (await a.b.get<{ unread: number }>('/api/member/sysMsg/unreadCnt')).body.data.unread;
    const { leaks, calls } = await sweep(b, a);
    expect(calls).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
    // A's data is as it was.
    const [order] = await t.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNo, String(a.ids[1])));
    expect(order.status).toBe('pending_payment');
    expect((await a.b.get('/api/order/address/list')).body).toEqual(before.body);
    expect((await a.b.get<{ unread: number }>('/api/member/sysMsg/unreadCnt')).body.data.unread).toBe(unreadBefore);
    const [line] = (await t.database.db.execute<{ reviewed: boolean }>(sql`SELECT reviewed FROM order_lines WHERE id = ${a.ids[3]}`)).rows;
    expect(line!.reviewed).toBe(false);
    const [ticket] = (await t.database.db.execute<{ status: string }>(sql`SELECT status FROM support_tickets WHERE ticket_no = ${a.ids[5]}`)).rows;
    expect(ticket!.status).toBe('open');
    // The named objects answer 404 to B.
    expect((await b.post('/api/member/comment/getComLine', { ordNo: a.ids[2], lineId: a.ids[3] })).status).toBe(404);
    expect((await b.get(`/api/member/support/ticket/${a.ids[5]}`)).status).toBe(404);
    expect((await b.get(`/api/member/entBuy/detail/${a.ids[6]}`)).status).toBe(404);
    expect((await a.b.post<{ collected: boolean }>('/api/member/memCollectSpu/getIsCollect/S25U')).body.data.collected).toBe(true);
  }, 180_000);

  it('an anonymous visitor gets nothing of A and no member route', async () => {
    const v = new Browser(t.baseUrl);
    await v.prime();
    expect((await v.post('/api/auth/login/anonymous/token')).status).toBe(200);
    const { leaks } = await sweep(v, a);
    expect(leaks).toEqual([]);
    const memberRoutes: [string, string][] = [
      ['GET', '/api/member/member/info'],
      ['GET', '/api/order/address/list'],
      ['POST', '/api/member/memCollectSpu/findMemCollectSpu'],
      ['POST', '/api/member/memberPnt/getAvaPntCnt'],
      ['POST', '/api/order/orderInfo/getOrderCnt'],
    ];
    for (const [method, path] of memberRoutes) expect((await v.request(method, path, method === 'POST' ? { json: {} } : {})).status, path).toBe(401);
  }, 180_000);
});

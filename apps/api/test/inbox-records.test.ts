import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { AfterSalesDetail, AfterSalesEligible, AfterSalesItem, AfterSalesPage } from '@shop/contracts/after-sales';
import type {
  CustomizedPage,
  EntBuyPage,
  EntBuyRequest,
  RecycleDetail,
  RecycleList,
  SupportEntries,
  Ticket,
  TicketPage,
  WinningPage,
} from '@shop/contracts/inbox';
import type { CheckoutView, SubmitOrderResult } from '@shop/contracts/checkout';
import { Browser, useTestApi } from './harness.ts';
import { lifecycleFor, pay } from './order-fixtures.ts';
import { bespokeSpu, inboxMember, insertOrder, lotteryDraw, tradeInModel } from './inbox-fixtures.ts';

const t = useTestApi();
const m = () => inboxMember(t.baseUrl, t.database.db);

const entBody = {
  company: '星河科技有限公司',
  contact: '李四',
  mobile: '13912345678',
  email: 'buyer@example.com',
  items: [
    { name: 'Galaxy S25 Ultra 12GB+256GB', qty: 50 },
    { name: 'Galaxy Tab S10 FE', qty: 20 },
  ],
  budget: 50_000_000,
  invoice: 'special',
  taxNo: '91110000MA01ABCD2X',
  remark: '希望月底前交付',
};

describe('after-sales list', () => {
  it('lists delivered orders inside the 15-day exchange window with apply links; requests by status tab', async () => {
    const a = await m();
    const recent = await insertOrder(t.database.db, a.id, { deliveredDaysAgo: 2, lines: 2 });
    const old = await insertOrder(t.database.db, a.id, { deliveredDaysAgo: 16 });
    await insertOrder(t.database.db, a.id, { status: 'shipped' });

    const el = await a.b.post<AfterSalesEligible>('/api/member/afterSales/eligibleOrders');
    expect(el.status).toBe(200);
    expect(el.body.data!.orders.map((o) => o.orderNo)).toEqual([recent.orderNo]);
    expect(el.body.data!.orders[0]).toMatchObject({
      returnUrl: `/Personalcenter/Personal_AfterSales_apply/returnGoods/${recent.orderNo}`,
      exchangeUrl: `/Personalcenter/Personal_AfterSales_apply/exchangeGoods/${recent.orderNo}`,
    });
    expect(el.body.data!.orders[0].lines.map((l) => l.lineId)).toEqual(recent.lineIds);
    const days = (from: string, to: string) =>
      Math.round((Date.parse(`${to.replace(' ', 'T')}+08:00`) - Date.parse(`${from.replace(' ', 'T')}+08:00`)) / 86_400_000);
    const first = el.body.data!.orders[0];
    expect([days(first.deliveredAt, first.returnDeadline), days(first.deliveredAt, first.deadline)]).toEqual([7, 15]);

    const ret = await a.b.post<AfterSalesItem>('/api/dev/afterSales', {
      orderNo: recent.orderNo,
      lineId: recent.lineIds[0],
      type: 'return',
      reason: '屏幕有划痕',
    });
    expect(ret.status).toBe(200);
    expect(ret.body.data).toMatchObject({ type: 'return', typeTitle: '退货', status: 'submitted', statusTitle: '待审核', refundAmt: 250000 });
    t.clock.offsetMs = 1000;
    const exch = await a.b.post<AfterSalesItem>('/api/dev/afterSales', {
      orderNo: recent.orderNo,
      lineId: recent.lineIds[1],
      type: 'exchange',
      reason: '想换颜色',
      status: 'completed',
    });
    expect(exch.body.data).toMatchObject({ refundAmt: 0, statusTitle: '已完成' });

    const dup = await a.b.post('/api/dev/afterSales', { orderNo: recent.orderNo, lineId: recent.lineIds[0], type: 'exchange', reason: '再申请一次' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('ERR_AFTER_SALES_DUPLICATE');
    const late = await a.b.post('/api/dev/afterSales', { orderNo: old.orderNo, type: 'exchange', reason: '超过十五天' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('该订单商品当前不可申请售后');
    // Ten days after delivery: past 7天无理由退货, inside 15天换货.
    const other = await m();
    const tenDays = await insertOrder(t.database.db, other.id, { deliveredDaysAgo: 10 });
    const lateReturn = await other.b.post('/api/dev/afterSales', { orderNo: tenDays.orderNo, type: 'return', reason: '超过七天' });
    expect(lateReturn.status).toBe(409);
    const fault = await other.b.post<AfterSalesItem>('/api/dev/afterSales', { orderNo: tenDays.orderNo, type: 'exchange', reason: '屏幕有坏点' });
    expect(fault.status).toBe(200);
    expect((await a.b.post('/api/dev/afterSales', { orderNo: recent.orderNo, type: 'refund', reason: '类型错误' })).body.message).toBe('售后类型不正确');

    const all = (await a.b.post<AfterSalesPage>('/api/member/afterSales/list', {})).body.data!;
    expect(all.list.map((x) => x.reqNo)).toEqual([exch.body.data!.reqNo, ret.body.data!.reqNo]);
    expect(all.tabCounts).toEqual({ all: 2, processing: 1, done: 1, closed: 0 });
    const processing = (await a.b.post<AfterSalesPage>('/api/member/afterSales/list', { tab: 'processing' })).body.data!;
    expect(processing).toMatchObject({ total: 1, list: [{ reqNo: ret.body.data!.reqNo }] });
    expect((await a.b.post('/api/member/afterSales/list', { tab: 'nope' })).body.message).toBe('售后状态不正确');

    const d = await a.b.get<AfterSalesDetail>(`/api/member/afterSales/detail/${ret.body.data!.reqNo}`);
    expect(d.body.data).toMatchObject({ orderNo: recent.orderNo, reason: 'no_reason', reasonTitle: '七天无理由退货', description: '屏幕有划痕' });
    expect((await a.b.get('/api/member/afterSales/detail/bad-no')).status).toBe(400);
  });
});

describe('winning records and customized orders', () => {
  it('lists lottery draws newest first with prize titles', async () => {
    const a = await m();
    const o1 = await insertOrder(t.database.db, a.id);
    const o2 = await insertOrder(t.database.db, a.id);
    await lotteryDraw(t.database.db, a.id, o1.orderNo, 188, new Date(Date.now() - 60_000));
    await lotteryDraw(t.database.db, a.id, o2.orderNo, 0, new Date());
    const r = await a.b.post<WinningPage>('/api/member/winRecord/list', {});
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ total: 2 });
    expect(r.body.data!.list).toMatchObject([
      { orderNo: o2.orderNo, points: 0, won: false, title: '谢谢参与' },
      { orderNo: o1.orderNo, points: 188, won: true, title: '二等奖：188 积分' },
    ]);
    expect((await a.b.post('/api/member/winRecord/list', { pageSize: 0 })).status).toBe(400);
  });

  it('lists orders with bespoke lines and their recorded choices', async () => {
    const a = await m();
    const spu = await bespokeSpu(t.database.db);
    const plain = await insertOrder(t.database.db, a.id);
    const bespoke = await insertOrder(t.database.db, a.id, {
      spu,
      attrs: [
        { name: '上门板', value: '魅力粉' },
        { name: '下门板', value: '雪山白' },
      ],
    });
    const r = await a.b.post<CustomizedPage>('/api/member/custOrder/list', {});
    expect(r.status).toBe(200);
    expect(r.body.data!.total).toBe(1);
    expect(r.body.data!.list[0]).toMatchObject({
      orderNo: bespoke.orderNo,
      detailUrl: `/Personalcenter/orderDeatil/${bespoke.orderNo}`,
      statusTitle: '待发货',
    });
    expect(r.body.data!.list[0].lines[0].choices).toEqual([
      { name: '上门板', value: '魅力粉' },
      { name: '下门板', value: '雪山白' },
    ]);
    expect(r.body.data!.list.some((o) => o.orderNo === plain.orderNo)).toBe(false);
  });
});

describe('enterprise buy', () => {
  it('files a request, lists it, reads it by code', async () => {
    const a = await m();
    const r = await a.b.post<EntBuyRequest>('/api/member/entBuy/save', entBody);
    expect(r.status).toBe(200);
    const req = r.body.data!;
    expect(req.code).toMatch(/^EB[0-9A-Z]{14}$/);
    expect(req).toMatchObject({
      company: '星河科技有限公司',
      mobileMasked: '139****5678',
      totalQty: 70,
      budget: 50_000_000,
      invoiceTitle: '增值税专用发票',
      statusTitle: '已提交',
    });
    const page = (await a.b.post<EntBuyPage>('/api/member/entBuy/list', {})).body.data!;
    expect(page).toMatchObject({ total: 1, list: [{ code: req.code }] });
    const d = await a.b.get<EntBuyRequest>(`/api/member/entBuy/detail/${req.code}`);
    expect(d.body.data).toMatchObject({ code: req.code, items: entBody.items, taxNo: '91110000MA01ABCD2X' });
    expect((await a.b.get('/api/member/entBuy/detail/EB00000000000000')).status).toBe(404);
  });

  it('refuses bad input with Chinese messages and writes nothing; at most 5 open requests', async () => {
    const a = await m();
    const cases: [Record<string, unknown>, string][] = [
      [{ company: '' }, '企业名称至少2个字'],
      [{ mobile: '12345' }, '请输入正确的手机号码'],
      [{ items: [] }, '请至少填写一种采购商品'],
      [{ items: [{ name: '手机', qty: 0 }] }, '采购数量须为1到99999的整数'],
      [{ taxNo: '' }, '开具发票须填写纳税人识别号'],
      [{ taxNo: '123' }, '纳税人识别号须为18位统一社会信用代码'],
      [{ email: 'not-mail' }, '请输入正确的邮箱地址'],
      [{ budget: -5 }, '预算金额至少1元'],
      [{ contact: '<script>' }, '联系人只能包含文字'],
    ];
    for (const [over, message] of cases) {
      const r = await a.b.post('/api/member/entBuy/save', { ...entBody, ...over });
      expect(r.status, message).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    expect((await a.b.post<EntBuyPage>('/api/member/entBuy/list', {})).body.data!.total).toBe(0);
    // No invoice: no tax number needed.
    const { taxNo: _omit, ...noInvoice } = entBody;
    for (let i = 0; i < 5; i++) expect((await a.b.post('/api/member/entBuy/save', { ...noInvoice, invoice: 'none' })).status).toBe(200);
    const sixth = await a.b.post('/api/member/entBuy/save', entBody);
    expect(sixth.status).toBe(409);
    expect(sixth.body.code).toBe('ERR_ENT_BUY_OPEN_LIMIT');
    expect((await a.b.post<EntBuyPage>('/api/member/entBuy/list', {})).body.data!.total).toBe(5);
  });
});

describe('support', () => {
  it('shows the service entries (hotline and the survey entry codes)', async () => {
    const r = await new Browser(t.baseUrl).get<SupportEntries>('/api/member/support/entries');
    expect(r.status).toBe(200);
    expect(r.body.data!.hotline).toBe('400-810-5858');
    expect(r.body.data!.entries.map((e) => e.code)).toEqual(['10111', '10112', '10131']);
  });

  it('gives the hotline hours the contact page and the agreements give (one setting, serviceHours)', async () => {
    const browser = new Browser(t.baseUrl);
    const entries = (await browser.get<SupportEntries>('/api/member/support/entries')).body.data!;
    expect(entries.hotlineHours).toBe('每天 8:00–20:00');
    expect(JSON.stringify((await browser.get('/api/help/guide/contact')).body.data)).toContain(entries.hotlineHours);
    const privacy = await t.database.db.select().from(schema.agreementVersions).where(eq(schema.agreementVersions.code, 'privacy'));
    expect(JSON.stringify(privacy.map((v) => v.sections))).toContain(`客服热线：400-810-5858（${entries.hotlineHours}）`);
  });

  it('files, lists, reads and closes tickets; order must be the member’s own', async () => {
    const a = await m();
    const b = await m();
    const order = await insertOrder(t.database.db, a.id);
    const bOrder = await insertOrder(t.database.db, b.id);
    const r = await a.b.post<Ticket>('/api/member/support/saveTicket', { category: 'order', orderNo: order.orderNo, content: '订单什么时候发货？' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ categoryTitle: '订单问题', orderNo: order.orderNo, status: 'open', statusTitle: '待处理' });
    const noOrder = await a.b.post<Ticket>('/api/member/support/saveTicket', { category: 'account', orderNo: '', content: '如何修改绑定手机号？' });
    expect(noOrder.body.data!.orderNo).toBeNull();

    const foreignOrder = await a.b.post('/api/member/support/saveTicket', { category: 'order', orderNo: bOrder.orderNo, content: '别人的订单' });
    expect(foreignOrder.status).toBe(404);
    expect(foreignOrder.body.code).toBe('ERR_TICKET_ORDER_NOT_FOUND');
    const long = await a.b.post('/api/member/support/saveTicket', { category: 'other', content: '长'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('问题描述最多500个字');
    expect((await a.b.post('/api/member/support/saveTicket', { category: 'other', content: '长'.repeat(500) })).status).toBe(200);
    expect((await a.b.post('/api/member/support/saveTicket', { category: 'x', content: '问题描述很长' })).body.message).toContain('请选择问题类型');
    expect((await a.b.post('/api/member/support/saveTicket', { category: 'other', content: '短' })).body.message).toContain('问题描述至少5个字');

    const page = (await a.b.post<TicketPage>('/api/member/support/ticketList', {})).body.data!;
    expect(page.total).toBe(3);
    const no = r.body.data!.ticketNo;
    expect((await a.b.get<Ticket>(`/api/member/support/ticket/${no}`)).body.data!.content).toBe('订单什么时候发货？');
    const closed = await a.b.post<Ticket>(`/api/member/support/closeTicket/${no}`);
    expect(closed.body.data!.status).toBe('closed');
    const again = await a.b.post(`/api/member/support/closeTicket/${no}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该工单已关闭');
  });
});

describe('trade-in recovery', () => {
  it('records the old device of a trade-in order and shows its steps', async () => {
    const a = await m();
    const model = await tradeInModel(t.database.db);
    const order = await insertOrder(t.database.db, a.id, { tradeInAmt: 150000 });
    const plain = await insertOrder(t.database.db, a.id);
    const rec = await a.b.post<{ rclmOrdNo: string }>('/api/dev/tradeIns', { orderNo: order.orderNo, modelCode: model, status: 'picked_up' });
    expect(rec.status).toBe(200);
    const rc = rec.body.data!.rclmOrdNo;
    expect(rc).toMatch(/^RC/);
    expect((await a.b.post('/api/dev/tradeIns', { orderNo: plain.orderNo, modelCode: model })).body.code).toBe('ERR_RECYCLE_NOT_ALLOWED');
    expect((await a.b.post('/api/dev/tradeIns', { orderNo: order.orderNo, modelCode: model })).status).toBe(409);

    const d = await a.b.get<RecycleDetail>(`/api/member/recycle/detail/${order.orderNo}/${rc}`);
    expect(d.status).toBe(200);
    expect(d.body.data).toMatchObject({
      ordNo: order.orderNo,
      device: { modelCode: model, name: '星辰 S21 旧机', platform: 2, platformName: '爱回收' },
      estimate: 120000,
      subsidy: 30000,
      credit: 150000,
      status: 'picked_up',
      statusTitle: '已取件',
    });
    expect(d.body.data!.steps.map((s) => s.done)).toEqual([true, true, false, false, false]);
    const l = (await a.b.post<RecycleList>('/api/member/recycle/list')).body.data!;
    expect(l.list).toMatchObject([{ ordNo: order.orderNo, rclmOrdNo: rc }]);
    expect((await a.b.get(`/api/member/recycle/detail/${plain.orderNo}/${rc}`)).status).toBe(404);
    expect((await a.b.get(`/api/member/recycle/detail/${order.orderNo}/bad`)).status).toBe(400);
  });
});

describe('trade-in recovery from checkout', () => {
  /** Buys one phone now with the old device `model` traded in, through confirm and submit. */
  async function buyWithTradeIn(b: Browser, addressId: number, model: string) {
    const token = (await b.post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: 'S25U-TITANGRAY-1', qtyCnt: 1, hsType: model })).body.data!.token;
    const source = { type: 'buyNow', token } as const;
    const view = (await b.post<CheckoutView>('/api/order/checkout/confirm', { source, addressId, couponId: null })).body.data!;
    expect(view.tradeIn).toEqual({ credit: 150000, model: '星辰 S21 旧机' });
    const placed = await b.post<SubmitOrderResult>('/api/order/checkout/submit', {
      orderToken: view.orderToken,
      source,
      addressId,
      couponId: null,
      points: 0,
      invoice: null,
      expectedPayable: view.price.payable,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data!;
  }
  const recycling = async (b: Browser, orderNo: string) =>
    (await b.post<RecycleList>('/api/member/recycle/list')).body.data!.list.find((r) => r.ordNo === orderNo);

  it('opens the recycling order with the order, cancels it with the order, and marks the old device taken at delivery', async () => {
    const a = await m();
    const model = await tradeInModel(t.database.db);
    const addressId = (
      await a.b.post<{ id: number }>('/api/order/address/save', {
        receiver: '张三',
        mobile: a.mobile,
        provinceCode: '310000',
        cityCode: '310100',
        districtCode: '310115',
        detail: '世纪大道 1 号',
        isDefault: true,
      })
    ).body.data!.id;

    const cancelled = await buyWithTradeIn(a.b, addressId, model);
    expect(await recycling(a.b, cancelled.orderNo)).toMatchObject({
      deviceName: '星辰 S21 旧机',
      credit: 150000,
      status: 'created',
      statusTitle: '待取件',
    });
    expect((await a.b.post('/api/order/orderInfo/cancelOrder', { ordNo: cancelled.orderNo })).status).toBe(200);
    expect((await recycling(a.b, cancelled.orderNo))!.status).toBe('cancelled');

    const delivered = await buyWithTradeIn(a.b, addressId, model);
    await pay(t.database.db, lifecycleFor(t), delivered.orderNo, 'full', delivered.payableAmt);
    expect((await recycling(a.b, delivered.orderNo))!.status).toBe('created');
    for (let i = 0; i < 10; i++)
      if ((await a.b.post<{ moved: string }>(`/api/dev/orders/${delivered.orderNo}/advance`, {})).body.data!.moved === 'delivered') break;
    const row = (await recycling(a.b, delivered.orderNo))!;
    expect(row.status).toBe('picked_up');
    const detail = (await a.b.get<RecycleDetail>(`/api/member/recycle/detail/${delivered.orderNo}/${row.rclmOrdNo}`)).body.data!;
    expect(detail).toMatchObject({ orderStatus: 'delivered', credit: 150000, estimate: 120000, subsidy: 30000 });
    expect(detail.steps.map((st) => st.done)).toEqual([true, true, false, false, false]);
    expect(detail.timeline.map((e) => e.statusTitle)).toEqual(['待取件', '已取件']);
  });

  it('opens none for an order without a trade-in', async () => {
    const a = await m();
    const addressId = (
      await a.b.post<{ id: number }>('/api/order/address/save', {
        receiver: '张三',
        mobile: a.mobile,
        provinceCode: '310000',
        cityCode: '310100',
        districtCode: '310115',
        detail: '世纪大道 2 号',
        isDefault: true,
      })
    ).body.data!.id;
    const token = (await a.b.post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: 'S25U-TITANGRAY-1', qtyCnt: 1 })).body.data!.token;
    const source = { type: 'buyNow', token } as const;
    const view = (await a.b.post<CheckoutView>('/api/order/checkout/confirm', { source, addressId, couponId: null })).body.data!;
    expect(view.tradeIn).toBeNull();
    const placed = await a.b.post<SubmitOrderResult>('/api/order/checkout/submit', {
      orderToken: view.orderToken,
      source,
      addressId,
      couponId: null,
      points: 0,
      invoice: null,
      expectedPayable: view.price.payable,
    });
    expect(placed.status).toBe(200);
    expect((await a.b.post<RecycleList>('/api/member/recycle/list')).body.data!.list).toEqual([]);
  });
});

describe('privacy: member B on member A’s numbers', () => {
  it('answers 404 (or an empty list) everywhere and never shows A’s data', async () => {
    const a = await m();
    const b = await m();
    const delivered = await insertOrder(t.database.db, a.id, { deliveredDaysAgo: 1 });
    const tradeOrder = await insertOrder(t.database.db, a.id, { tradeInAmt: 100000 });
    const spu = await bespokeSpu(t.database.db);
    await insertOrder(t.database.db, a.id, { spu });
    await lotteryDraw(t.database.db, a.id, delivered.orderNo, 58, new Date());
    const reqNo = (await a.b.post<AfterSalesItem>('/api/dev/afterSales', { orderNo: delivered.orderNo, type: 'return', reason: '不想要了' })).body.data!.reqNo;
    const code = (await a.b.post<EntBuyRequest>('/api/member/entBuy/save', entBody)).body.data!.code;
    const ticketNo = (await a.b.post<Ticket>('/api/member/support/saveTicket', { category: 'other', content: 'A 的私密问题内容' })).body.data!.ticketNo;
    const rc = (await a.b.post<{ rclmOrdNo: string }>('/api/dev/tradeIns', { orderNo: tradeOrder.orderNo, modelCode: await tradeInModel(t.database.db) })).body
      .data!.rclmOrdNo;

    const notFound: [string, string][] = [
      ['GET', `/api/member/afterSales/detail/${reqNo}`],
      ['GET', `/api/member/entBuy/detail/${code}`],
      ['GET', `/api/member/support/ticket/${ticketNo}`],
      ['POST', `/api/member/support/closeTicket/${ticketNo}`],
      ['GET', `/api/member/recycle/detail/${tradeOrder.orderNo}/${rc}`],
    ];
    for (const [method, path] of notFound) {
      const r = await b.b.request(method, path);
      expect(r.status, path).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain(a.mobile);
    }
    const lists: [string, (d: unknown) => number][] = [
      ['/api/member/afterSales/list', (d) => (d as AfterSalesPage).total],
      ['/api/member/afterSales/eligibleOrders', (d) => (d as AfterSalesEligible).orders.length],
      ['/api/member/winRecord/list', (d) => (d as WinningPage).total],
      ['/api/member/custOrder/list', (d) => (d as CustomizedPage).total],
      ['/api/member/entBuy/list', (d) => (d as EntBuyPage).total],
      ['/api/member/support/ticketList', (d) => (d as TicketPage).total],
      ['/api/member/recycle/list', (d) => (d as RecycleList).list.length],
    ];
    for (const [path, size] of lists) {
      const rb = await b.b.post(path, {});
      expect(rb.status, path).toBe(200);
      expect(size(rb.body.data), path).toBe(0);
      const ra = await a.b.post(path, {});
      expect(size(ra.body.data), path).toBeGreaterThan(0);
      // A visitor (no member) gets 401 and nothing else.
      const v = await new Browser(t.baseUrl).prime();
      expect((await v.post(path, {})).status, path).toBe(401);
    }
    // B cannot file on A's order through the dev routes either.
    expect((await b.b.post('/api/dev/afterSales', { orderNo: delivered.orderNo, type: 'return', reason: '冒充' })).status).toBe(404);
    expect((await b.b.post('/api/dev/tradeIns', { orderNo: tradeOrder.orderNo, modelCode: 'x' })).status).toBe(404);
    const ticket = await a.b.get<Ticket>(`/api/member/support/ticket/${ticketNo}`);
    expect(ticket.body.data!.status).toBe('open');
  });
});

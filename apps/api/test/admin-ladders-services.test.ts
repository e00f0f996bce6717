/**
 * The console's 阶梯价 (tiered prices) and 服务 (value-added services), issue #16, against the real
 * database over real HTTP: an operator creates, edits and ends a ladder and a service; each bad
 * input is refused with its Chinese message and nothing written; 仓储 and 客服 get 403; every
 * write leaves its audit row (before / after); and the shop shows each change at once — the
 * product page's baseInfo carries the ladder, the cart prices a line at a tier, the product
 * page's services offer the new care plan at its price, and one taken off is offered no more.
 */
import { describe, expect, it } from 'vitest';
import type { LadderAdminRow } from '@shop/contracts/ladder-admin';
import type { ServiceAdminRow } from '@shop/contracts/product-service-admin';
import type { PdpBaseInfo, PdpInInfo } from '@shop/contracts/pdp';
import type { CartView } from '@shop/contracts/cart';
import { Browser, randomText, useTestApi } from './harness.ts';
import { auditRowsOf, expect403, staffSignedIn } from './staff-session.ts';

const t = useTestApi();
const LADDERS = '/api/admin/marketing/ladders';
const SERVICES = '/api/admin/catalogue/services';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * An on-sale SKU with stock, in no activity, with its SPU and main-shop price, whose product page
 * the shop serves (a random pick once met a product whose baseInfo answered no data in a clean
 * run; candidates are checked through the shop's own call rather than guessed from the tables).
 */
async function freeSku(): Promise<{ skuCode: string; spuCode: string; price: number }> {
  const { rows } = await t.database.pool.query<{ sku_code: string; spu_code: string; price: number }>(
    `SELECT s.sku_code, p.spu_code, s.price FROM skus s JOIN products p ON p.id = s.product_id
      WHERE s.status = 'on_sale' AND p.status = 'on_sale' AND p.type IN ('phone', 'accessory', 'tablet') AND s.stock >= 20 AND s.price >= 1000
        AND NOT EXISTS (SELECT 1 FROM activity_skus x WHERE x.sku_code = s.sku_code)
        AND NOT EXISTS (SELECT 1 FROM try_buy_offers o WHERE o.sku_code = s.sku_code)
        AND NOT EXISTS (SELECT 1 FROM sku_site_prices sp WHERE sp.sku_id = s.id AND sp.site_code = 'cn')
      ORDER BY random() LIMIT 20`,
  );
  const refused: string[] = [];
  for (const r of rows) {
    const page = await new Browser(t.baseUrl).get<PdpBaseInfo>(`/api/product/pdp/baseInfo/${r.spu_code}/${r.sku_code}`);
    if (page.status === 200 && page.body.data?.skus.some((x) => x.skuCd === r.sku_code)) return { skuCode: r.sku_code, spuCode: r.spu_code, price: r.price };
    refused.push(`${r.spu_code}/${r.sku_code} → ${page.status} ${JSON.stringify(page.body).slice(0, 160)}`);
  }
  throw new Error(`no free SKU with a product page among ${rows.length}: ${refused.join('; ')}`);
}

const countOf = async (sql: string, params: unknown[]) => Number((await t.database.pool.query(sql, params)).rows[0].n);

describe('阶梯价', () => {
  it('refuses bad input in Chinese and other roles with 403; creates, edits, ends with audit rows; the shop shows the ladder at once', async () => {
    const op = await staffSignedIn(t, '运营');
    const { skuCode, spuCode, price } = await freeSku();
    const good = {
      skuCode,
      name: '多件更优惠',
      beginAt: Date.now() - HOUR,
      endAt: Date.now() + 10 * DAY,
      tiers: [
        { fullCnt: 2, discount: 950 },
        { fullCnt: 3, discount: 900 },
      ],
    };
    const laddersOfSku = () => countOf('SELECT count(*) AS n FROM activity_skus WHERE sku_code = $1', [skuCode]);
    const ladderAudits = () => countOf(`SELECT count(*) AS n FROM staff_audit_log WHERE target LIKE 'ladder:%/' || $1`, [skuCode]);
    const bad = async (over: Record<string, unknown>, status: number, message: string) => {
      const res = await op.post(LADDERS, { ...good, ...over });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe(message);
    };
    await bad({ skuCode: 'NO-SUCH-SKU-9' }, 400, '商品SKU NO-SUCH-SKU-9 不存在或未发布');
    await bad({ endAt: good.beginAt }, 400, '结束时间须晚于开始时间');
    await bad({ beginAt: Date.now() - 3 * DAY, endAt: Date.now() - DAY }, 400, '结束时间须晚于当前时间');
    await bad({ tiers: [] }, 400, '至少设置1档阶梯');
    await bad({ tiers: [2, 3, 4, 5, 6].map((n, i) => ({ fullCnt: n, discount: 950 - i * 50 })) }, 400, '最多设置4档阶梯');
    await bad({ tiers: [{ fullCnt: 1, discount: 950 }] }, 400, '起购件数至少2件');
    await bad(
      {
        tiers: [
          { fullCnt: 3, discount: 950 },
          { fullCnt: 2, discount: 900 },
        ],
      },
      400,
      '起购件数须逐档递增',
    );
    await bad(
      {
        tiers: [
          { fullCnt: 2, discount: 900 },
          { fullCnt: 3, discount: 950 },
        ],
      },
      400,
      '件数越多折扣须越低',
    );
    await bad({ tiers: [{ fullCnt: 2, discount: 1000 }] }, 400, '折扣须在1折到9.9折之间');
    await bad({ tiers: [{ fullCnt: 2, discount: 955 }] }, 400, '折扣最多精确到0.1折');
    await bad({ name: '' }, 400, '活动名称至少2个字');
    expect(await laddersOfSku()).toBe(0);

    for (const role of ['仓储', '客服']) {
      const other = await staffSignedIn(t, role);
      expect403(await other.post(LADDERS, good));
      expect403(await other.get(LADDERS));
    }
    expect(await laddersOfSku()).toBe(0);
    expect(await ladderAudits()).toBe(0);

    const created = await op.post<LadderAdminRow>(LADDERS, good);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = created.body.data;
    expect(row).toMatchObject({ skuCode, spuCode, price, tiers: good.tiers, state: 'running', stateTitle: '进行中' });
    // Listed, and found by the SPU.
    const listed = await op.get<{ list: LadderAdminRow[]; total: number }>(`${LADDERS}?state=running&product=${spuCode}`);
    expect(listed.body.data.list.map((r) => r.actCd)).toContain(row.actCd);
    // The shop: the product page carries the ladder at once.
    const shopper = new Browser(t.baseUrl);
    const page = (await shopper.get<PdpBaseInfo>(`/api/product/pdp/baseInfo/${spuCode}/${skuCode}`)).body.data;
    const sku = page.skus.find((s) => s.skuCd === skuCode)!;
    expect(sku.zk).toEqual(good.tiers);
    expect(sku.activities.find((a) => a.actCd === row.actCd)).toMatchObject({ actTyp: 13, ladder: good.tiers });
    // The cart prices 3 pieces at the second tier (9折).
    const cart = await new Browser(t.baseUrl).prime();
    await cart.post('/api/auth/login/anonymous/token', {});
    expect((await cart.post('/api/cart/cart/addCart', { skuCd: skuCode, qtyCnt: 3 })).status).toBe(200);
    const line = (await cart.post<CartView>('/api/cart/cart/getCart/pc', {})).body.data.cartInfos.find((l) => l.skuCd === skuCode)!;
    expect(line).toMatchObject({ tags: [{ kind: 'ladder', label: '满3件9折' }], ladderDiscount: 3 * price - 3 * Math.round((price * 900) / 1000) });

    // Another ladder of the SKU in an overlapping window: refused, nothing written.
    const overlap = await op.post(LADDERS, { ...good, name: '再来一个', beginAt: Date.now() + DAY, endAt: Date.now() + 20 * DAY });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({ code: 'ERR_ADMIN_LADDER_OVERLAP', message: `该SKU在这段时间已有阶梯价（${row.actCd}）` });
    expect(await laddersOfSku()).toBe(1);

    const { skuCode: _fixed, ...fields } = good;
    const at = `${LADDERS}/${row.actCd}/${skuCode}`;
    const badEdit = await op.request('PUT', at, {
      json: {
        ...fields,
        tiers: [
          { fullCnt: 2, discount: 990 },
          { fullCnt: 2, discount: 980 },
        ],
      },
    });
    expect(badEdit.status).toBe(400);
    expect(badEdit.body.message).toBe('起购件数须逐档递增');
    const tiers = [
      { fullCnt: 2, discount: 900 },
      { fullCnt: 4, discount: 800 },
      { fullCnt: 5, discount: 750 },
    ];
    const edited = await op.request<LadderAdminRow>('PUT', at, { json: { ...fields, name: '多件更省', tiers } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: '多件更省', tiers });
    const after = (await shopper.get<PdpBaseInfo>(`/api/product/pdp/baseInfo/${spuCode}/${skuCode}`)).body.data;
    expect(after.skus.find((s) => s.skuCd === skuCode)!.zk).toEqual(tiers);

    const ended = await op.post<LadderAdminRow>(`${at}/end`, {});
    expect(ended.body.data).toMatchObject({ state: 'ended', stateTitle: '已结束' });
    const gone = (await shopper.get<PdpBaseInfo>(`/api/product/pdp/baseInfo/${spuCode}/${skuCode}`)).body.data;
    expect(gone.skus.find((s) => s.skuCd === skuCode)!.zk).toEqual([]);
    const late = await op.request('PUT', at, { json: fields });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'ERR_ADMIN_LADDER_ENDED', message: '阶梯价活动已结束，不能再修改' });

    const audits = await auditRowsOf(t.database, `ladder:${row.actCd}/${skuCode}`);
    expect(audits.map((a) => a.action)).toEqual(['marketing.ladder.created', 'marketing.ladder.updated', 'marketing.ladder.ended']);
    expect(audits[0]!.before).toBeNull();
    expect(audits[0]!.after).toMatchObject({ name: '多件更优惠', tiers: good.tiers });
    expect(audits[1]!.before).toMatchObject({ tiers: good.tiers });
    expect(audits[1]!.after).toMatchObject({ name: '多件更省', tiers });
    expect(audits[2]!.after).toMatchObject({ wasState: 'running' });
  });

  it('calls off a ladder still to come: not shown, state 已结束', async () => {
    const op = await staffSignedIn(t, '运营');
    const { skuCode, spuCode } = await freeSku();
    const row = (
      await op.post<LadderAdminRow>(LADDERS, {
        skuCode,
        name: '下周多件优惠',
        beginAt: Date.now() + DAY,
        endAt: Date.now() + 8 * DAY,
        tiers: [{ fullCnt: 2, discount: 880 }],
      })
    ).body.data;
    expect(row.state).toBe('upcoming');
    const upcoming = await op.get<{ list: LadderAdminRow[] }>(`${LADDERS}?state=upcoming&product=${skuCode}`);
    expect(upcoming.body.data.list.map((r) => r.actCd)).toEqual([row.actCd]);
    expect((await op.post<LadderAdminRow>(`${LADDERS}/${row.actCd}/${skuCode}/end`, {})).body.data.state).toBe('ended');
    const res = await new Browser(t.baseUrl).get<PdpBaseInfo>(`/api/product/pdp/baseInfo/${spuCode}/${skuCode}`);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.data.skus.find((s) => s.skuCd === skuCode)!.activities.some((a) => a.actCd === row.actCd)).toBe(false);
    const missing = await op.post(`${LADDERS}/ZK-NOPE/${skuCode}/end`, {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('阶梯价活动不存在');
  });
});

describe('服务', () => {
  /** An on-sale monitor: its product page's services. */
  async function monitor(): Promise<{ spuCode: string; skuCode: string }> {
    const { rows } = await t.database.pool.query<{ spu_code: string; sku_code: string }>(
      `SELECT p.spu_code, s.sku_code FROM products p JOIN skus s ON s.product_id = p.id
        WHERE p.type = 'monitor' AND p.status = 'on_sale' AND s.status = 'on_sale' ORDER BY p.spu_code, s.sku_code LIMIT 1`,
    );
    return { spuCode: rows[0]!.spu_code, skuCode: rows[0]!.sku_code };
  }
  const inInfo = async (p: { spuCode: string; skuCode: string }) =>
    (await new Browser(t.baseUrl).get<PdpInInfo>(`/api/product/pdp/right/inInfo/${p.spuCode}?skuCd=${p.skuCode}`)).body.data;

  it('refuses bad input in Chinese and other roles with 403; creates, edits, takes off with audit rows; the product page offers it at once', async () => {
    const op = await staffSignedIn(t, '运营');
    const name = `显示器关怀${randomText(4)}`;
    const good = { name, kind: 'care', description: '屏幕意外损坏免费维修一次', price: 9900, months: 12, productTypes: ['monitor'], sortOrder: 50 };
    const servicesNamed = (n: string) => countOf('SELECT count(*) AS n FROM product_services WHERE name = $1', [n]);
    const serviceAudits = () => countOf(`SELECT count(*) AS n FROM staff_audit_log WHERE action LIKE 'catalogue.service.%' AND after->>'name' = $1`, [name]);
    const bad = async (over: Record<string, unknown>, message: string) => {
      const res = await op.post(SERVICES, { ...good, ...over });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(message);
    };
    await bad({ name: '' }, '请输入服务名称');
    await bad({ name: '长'.repeat(31) }, '服务名称最多30个字');
    await bad({ kind: 'repair' }, '请选择服务类型');
    await bad({ price: -1 }, '价格不能为负数');
    await bad({ price: 99.5 }, '价格须为整数（单位：分）');
    await bad({ months: 61 }, '服务期限最多60个月');
    await bad({ months: 0 }, '延保与关怀计划的服务期限至少1个月');
    await bad({ productTypes: [] }, '至少选择一个适用的商品类型');
    await bad({ productTypes: ['car'] }, '商品类型有误');
    await bad({ description: '说'.repeat(201) }, '服务说明最多200个字');
    expect(await servicesNamed(name)).toBe(0);
    for (const role of ['仓储', '客服']) {
      const other = await staffSignedIn(t, role);
      expect403(await other.post(SERVICES, good));
      expect403(await other.get(SERVICES));
    }
    expect(await servicesNamed(name)).toBe(0);
    expect(await serviceAudits()).toBe(0);
    // An installation may last 0 months.
    const install = await op.post<ServiceAdminRow>(SERVICES, { ...good, name: `${name}安装`, kind: 'install', months: 0, productTypes: ['monitor'] });
    expect(install.status, JSON.stringify(install.body)).toBe(200);

    const created = await op.post<ServiceAdminRow>(SERVICES, good);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = created.body.data;
    expect(row).toMatchObject({ ...good, kindTitle: '关怀计划', onSale: true });
    expect(row.code).toMatch(/^CARE-/);
    const again = await op.post(SERVICES, good);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_ADMIN_SERVICE_NAME_TAKEN', message: `关怀计划中已有名为「${name}」的服务` });
    const listed = await op.get<{ list: ServiceAdminRow[] }>(`${SERVICES}?kind=care&productType=monitor&keyword=${encodeURIComponent(name)}`);
    expect(listed.body.data.list.map((r) => r.code)).toEqual([row.code]);

    // The product page offers it at once, at its price.
    const m = await monitor();
    expect((await inInfo(m)).services.care.find((c) => c.servId === row.code)).toMatchObject({ name, price: 9900, months: 12 });

    const edited = await op.request<ServiceAdminRow>('PUT', `${SERVICES}/${row.code}`, { json: { ...good, price: 12900, months: 24 } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await inInfo(m)).services.care.find((c) => c.servId === row.code)).toMatchObject({ price: 12900, months: 24 });
    const badEdit = await op.request('PUT', `${SERVICES}/${row.code}`, { json: { ...good, price: -5 } });
    expect(badEdit.status).toBe(400);
    expect(badEdit.body.message).toBe('价格不能为负数');

    // Taken off: kept (orders keep it), no longer offered, and the cart refuses it.
    const off = await op.post<ServiceAdminRow>(`${SERVICES}/${row.code}/off`, {});
    expect(off.body.data.onSale).toBe(false);
    expect(await servicesNamed(name)).toBe(1);
    const info = await inInfo(m);
    expect(info.services.care.some((c) => c.servId === row.code)).toBe(false);
    expect(info.servIds).not.toContain(row.code);
    const cart = await new Browser(t.baseUrl).prime();
    await cart.post('/api/auth/login/anonymous/token', {});
    const refused = await cart.post('/api/cart/cart/addCart', { skuCd: m.skuCode, qtyCnt: 1, serviceIds: [row.code] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('所选服务不存在，请重新选择');
    expect(
      (await op.get<{ list: ServiceAdminRow[] }>(`${SERVICES}?onSale=false&keyword=${encodeURIComponent(name)}`)).body.data.list.map((r) => r.code),
    ).toEqual([row.code]);
    const on = await op.post<ServiceAdminRow>(`${SERVICES}/${row.code}/on`, {});
    expect(on.body.data.onSale).toBe(true);
    await op.post(`${SERVICES}/${row.code}/off`, {});
    await op.post(`${SERVICES}/${install.body.data.code}/off`, {});

    const audits = await auditRowsOf(t.database, `service:${row.code}`);
    expect(audits.map((a) => a.action)).toEqual([
      'catalogue.service.created',
      'catalogue.service.updated',
      'catalogue.service.taken-off',
      'catalogue.service.put-on',
      'catalogue.service.taken-off',
    ]);
    expect(audits[1]!.before).toMatchObject({ price: 9900, months: 12 });
    expect(audits[1]!.after).toMatchObject({ price: 12900, months: 24 });
    expect(audits[2]!).toMatchObject({ before: { onSale: true }, after: { onSale: false } });
    expect((await op.post(`${SERVICES}/NO-SUCH/off`, {})).status).toBe(404);
  });
});

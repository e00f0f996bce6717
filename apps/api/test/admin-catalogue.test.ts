/**
 * 商品 of the console (issue #16) against the real database: categories, products with SKUs,
 * channel prices, pictures, on / off sale, preview links, stock and its ledger. Each endpoint
 * with good input, bad input (400 in Chinese, nothing written) and a role without the permission
 * (403 in the envelope, nothing changed, no audit row); stock adjustments racing each other never
 * go below zero; a price or sale change is served by the shop's own product API at once.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { pngFile } from '../../../test-support/pictures.ts';
import { Browser, randomText, useTestApi, type Reply } from './harness.ts';

const t = useTestApi();

const NEW_PASSWORD = 'Lantern-2026-ok';
const q = (sqlText: string, params: unknown[] = []) => t.database.pool.query(sqlText, params);

async function signedIn(role: string) {
  const account = await createStaffAccount(t.database, { name: `商品${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: NEW_PASSWORD })).status).toBe(200);
  return { b, account };
}

const auditCount = async (staffId: number) =>
  Number((await q('SELECT count(*) AS n FROM staff_audit_log WHERE staff_id = $1 AND action LIKE $2', [staffId, 'catalogue.%'])).rows[0].n);
const auditOf = async (target: string) =>
  (await q('SELECT staff_id, action, target, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id', [target])).rows as {
    staff_id: number;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

function expect400(res: Reply, message: string | RegExp, code = 'E_VALIDATION') {
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.code).toBe(code);
  expect(res.body.message).toMatch(message);
}
function expect403(res: Reply) {
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN', message: '当前角色无权执行该操作' });
}

interface Sku {
  skuCode: string;
  price: number;
  origPrice: number;
  studentPrice: number | null;
  enterprisePrice: number | null;
  stock: number;
  status: string;
  pictures: { id: string; url: string }[];
}
interface Product {
  spuCode: string;
  name: string;
  status: string;
  searchText: string;
  skus: Sku[];
}

/**
 * The tests' own second-level category, under a hidden first-level one: products made here stay
 * out of the seeded categories' listings, and each test takes what it put on sale off again, so
 * the other test files' listings and searches see the seeded catalogue only.
 */
const ROOT = 'zz-admin-test';
const LEAF = 'zz-admin-test-leaf';
beforeAll(async () => {
  await q(
    `INSERT INTO categories (code, parent_code, name, level, sort_order, hidden) VALUES ($1, NULL, '后台测试', 1, 999, true), ($2, $1, '后台测试叶', 2, 1, false)
     ON CONFLICT (code) DO NOTHING`,
    [ROOT, LEAF],
  );
});
afterEach(async () => {
  await q(`UPDATE products SET status = 'off_sale' WHERE category_code = $1 AND status = 'on_sale'`, [LEAF]);
});

const productInput = (spuCode: string, name = `测试星云配件 ${spuCode}`, pictures: string[] = []) => ({
  spuCode,
  name,
  model: `X${spuCode.slice(-4)}`,
  type: 'accessory',
  categoryCode: LEAF,
  sellingPoint: '超长续航，轻薄机身',
  skus: [
    {
      skuCode: `${spuCode}-BLK`,
      attrs: { 颜色: '曜石黑', 存储: '12GB+256GB' },
      colorHex: '#111111',
      origPrice: 499900,
      price: 459900,
      studentPrice: 439900,
      enterprisePrice: null,
      pictures,
    },
    {
      skuCode: `${spuCode}-WHT`,
      attrs: { 颜色: '云母白', 存储: '12GB+256GB' },
      colorHex: '#f5f5f5',
      origPrice: 499900,
      price: 459900,
      studentPrice: null,
      enterprisePrice: 449900,
    },
  ],
});
const freshSpu = () => `T${randomText(4).toUpperCase()}`;

async function uploadPicture(b: Browser, file: Buffer | string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type }), 'a.png');
  return b.request<{ id: string; url: string; width: number; height: number }>('POST', '/api/admin/catalogue/pictures', { form });
}

describe('categories', () => {
  it('lists the tree, creates, edits, hides and reorders, each audited; the shop tree follows', async () => {
    const { b, account } = await signedIn('运营');
    const tree = await b.get<{ list: { code: string; children: { code: string }[]; productCount: number }[] }>('/api/admin/catalogue/categories');
    expect(tree.status).toBe(200);
    expect(tree.body.data.list.length).toBeGreaterThan(0);
    expect(tree.body.data.list.find((c) => c.code === 'smartphone-tablet')!.productCount).toBeGreaterThan(0);

    // A first-level category of its own, two children under it.
    const code = `t-${randomText(3)}`;
    const made = await b.post<{ code: string; level: number; sortOrder: number; hidden: boolean }>('/api/admin/catalogue/categories', {
      code,
      name: '测试类目',
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ code, level: 1, hidden: false });
    const [a, c] = [`${code}-a`, `${code}-c`];
    for (const child of [a, c]) {
      const kid = await b.post<{ level: number; sortOrder: number }>('/api/admin/catalogue/categories', {
        code: child,
        name: `子类目${child.slice(-1)}`,
        parentCode: code,
      });
      expect(kid.body.data.level).toBe(2);
    }
    expect((await auditOf(`category:${code}`))[0]).toMatchObject({ action: 'catalogue.category.created', staff_id: account.id });
    const shopTree = async () =>
      (await b.get<{ code: string; children: { code: string }[] }[]>('/api/product/category/tree')).body.data.flatMap((x) => [
        x.code,
        ...x.children.map((k) => k.code),
      ]);
    expect(await shopTree()).toEqual(expect.arrayContaining([code, a, c]));

    // Reordered within its parent.
    const reordered = await b.request<{ list: { code: string; children: { code: string }[] }[] }>('PUT', '/api/admin/catalogue/category-order', {
      json: { parentCode: code, codes: [c, a] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.list.find((x) => x.code === code)!.children.map((x) => x.code)).toEqual([c, a]);
    expect((await auditOf(`category:${code}`)).map((x) => x.action)).toContain('catalogue.category.reordered');

    // Hidden (and renamed): it and its children leave the shop's tree at once.
    const hidden = await b.request<{ hidden: boolean; name: string }>('PUT', `/api/admin/catalogue/categories/${code}`, {
      json: { hidden: true, name: '改名类目' },
    });
    expect(hidden.body.data).toMatchObject({ hidden: true, name: '改名类目' });
    const after = await shopTree();
    for (const x of [code, a, c]) expect(after).not.toContain(x);
    expect((await auditOf(`category:${code}`)).at(-1)).toMatchObject({
      action: 'catalogue.category.updated',
      before: { hidden: false, name: '测试类目' },
      after: { hidden: true, name: '改名类目' },
    });
  });

  it('refuses bad input in Chinese and conflicts, writing nothing', async () => {
    const { b, account } = await signedIn('运营');
    const before = await auditCount(account.id);
    expect400(await b.post('/api/admin/catalogue/categories', { code: 'Bad Code', name: '类目' }), '类目编码只能包含小写字母、数字和连字符');
    expect400(await b.post('/api/admin/catalogue/categories', { code: 'ok-code', name: '' }), '请输入类目名称');
    expect400(
      await b.post('/api/admin/catalogue/categories', { code: `t-${randomText(3)}`, name: '三级', parentCode: LEAF }),
      /类目层级不正确/,
      'ERR_ADMIN_CATEGORY_LEVEL',
    );
    const taken = await b.post('/api/admin/catalogue/categories', { code: LEAF, name: '重复' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('ERR_ADMIN_CATEGORY_CODE_TAKEN');
    expect400(await b.request('PUT', `/api/admin/catalogue/categories/${LEAF}`, { json: {} }), '请至少修改一项');
    const missing = await b.request('PUT', '/api/admin/catalogue/categories/no-such', { json: { hidden: true } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('类目不存在');
    expect400(
      await b.request('PUT', '/api/admin/catalogue/category-order', { json: { parentCode: null, codes: [LEAF] } }),
      /类目顺序须包含/,
      'ERR_ADMIN_CATEGORY_ORDER',
    );
    expect(await auditCount(account.id)).toBe(before);
  });

  it('deletes only an empty category, with an audit row; one with a child or a product stays', async () => {
    const { b, account } = await signedIn('运营');
    const top = `t-${randomText(4)}`;
    const kid = `${top}-k`;
    expect((await b.post('/api/admin/catalogue/categories', { code: top, name: '待删类目' })).status).toBe(200);
    expect((await b.post('/api/admin/catalogue/categories', { code: kid, name: '待删下级', parentCode: top })).status).toBe(200);
    const spu = freshSpu();
    expect((await b.post('/api/admin/catalogue/products', { ...productInput(spu), categoryCode: kid })).status).toBe(200);

    const withChild = await b.request('DELETE', `/api/admin/catalogue/categories/${top}`);
    expect(withChild.status).toBe(409);
    expect(withChild.body).toMatchObject({
      code: 'ERR_ADMIN_CATEGORY_NOT_EMPTY',
      message: '该类目下还有下级类目或商品，请先移走后再删除',
      data: { children: 1, products: 0 },
    });
    const withProduct = await b.request('DELETE', `/api/admin/catalogue/categories/${kid}`);
    expect(withProduct.status).toBe(409);
    expect(withProduct.body.data).toEqual({ children: 0, products: 1 });
    expect((await auditOf(`category:${kid}`)).map((x) => x.action)).not.toContain('catalogue.category.deleted');

    // The product moved away (tests share LEAF), the child and then the parent go.
    await q('UPDATE products SET category_code = $1 WHERE spu_code = $2', [LEAF, spu]);
    expect((await b.request('DELETE', `/api/admin/catalogue/categories/${kid}`)).body).toMatchObject({ success: true, data: { code: kid } });
    expect((await b.request('DELETE', `/api/admin/catalogue/categories/${top}`)).status).toBe(200);
    expect((await q('SELECT count(*)::int AS n FROM categories WHERE code IN ($1, $2)', [top, kid])).rows[0].n).toBe(0);
    expect((await auditOf(`category:${top}`)).at(-1)).toMatchObject({
      action: 'catalogue.category.deleted',
      staff_id: account.id,
      before: { name: '待删类目', parentCode: null, level: 1, hidden: false },
    });
    const gone = await b.request('DELETE', `/api/admin/catalogue/categories/${top}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('类目不存在');
  });

  it('refuses a role without catalogue.write (403), changing nothing', async () => {
    const { b, account } = await signedIn('客服');
    expect403(await b.request('DELETE', `/api/admin/catalogue/categories/${LEAF}`));
    expect403(await b.get('/api/admin/catalogue/categories'));
    const code = `t-${randomText(3)}`;
    expect403(await b.post('/api/admin/catalogue/categories', { code, name: '类目' }));
    expect403(await b.request('PUT', `/api/admin/catalogue/categories/${LEAF}`, { json: { hidden: true } }));
    expect((await q('SELECT count(*) AS n FROM categories WHERE code = $1', [code])).rows[0].n).toBe(0);
    expect((await q('SELECT hidden FROM categories WHERE code = $1', [LEAF])).rows[0].hidden).toBe(false);
    expect((await q('SELECT count(*)::int AS n FROM categories WHERE code = $1', [LEAF])).rows[0].n).toBe(1);
    expect(await auditCount(account.id)).toBe(0);
  });
});

describe('products', () => {
  it('creates a draft with two SKUs, channel prices and a picture; search words come from the shop builder; previews; lists', async () => {
    const { b, account } = await signedIn('运营');
    const pic = await uploadPicture(b, await pngFile(400, 300));
    expect(pic.status).toBe(200);
    expect(pic.body.data).toMatchObject({ width: 400, height: 300 });
    const media = await fetch(t.baseUrl + pic.body.data.url);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');

    const spu = freshSpu();
    const res = await b.post<Product>('/api/admin/catalogue/products', productInput(spu, undefined, [pic.body.data.id]));
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({ spuCode: spu, status: 'draft' });
    expect(p.skus.map((s) => [s.skuCode, s.price, s.studentPrice, s.enterprisePrice, s.stock])).toEqual([
      [`${spu}-BLK`, 459900, 439900, null, 0],
      [`${spu}-WHT`, 459900, null, 449900, 0],
    ]);
    expect(p.skus[0]!.pictures).toEqual([{ id: pic.body.data.id, url: pic.body.data.url }]);
    // segmented name, pinyin of the naming words, the category and the colours
    for (const word of ['星云', 'xingyun', '曜石黑', '云母白', '配件']) expect(p.searchText.split(' ')).toContain(word);
    expect((await auditOf(`product:${spu}`))[0]).toMatchObject({ action: 'catalogue.product.created', staff_id: account.id });

    // a draft is not in the shop, but the preview link shows it
    expect((await b.get(`/api/product/pdp/baseInfo/${spu}`)).status).toBe(404);
    const link = await b.post<{ url: string; expiresAt: number }>(`/api/admin/catalogue/products/${spu}/preview`);
    expect(link.status).toBe(200);
    const token = new URL(link.body.data.url, t.baseUrl).searchParams.get('previewToken')!;
    expect(link.body.data.url).toMatch(new RegExp(`^/preview/product/${spu}\\?previewToken=`));
    const previewed = await b.get<{ preview: boolean }>(`/api/product/pdp/view/${spu}?previewToken=${encodeURIComponent(token)}`);
    expect(previewed.status).toBe(200);
    expect(previewed.body.data.preview).toBe(true);
    // the product page shows the operator's picture for that SKU, the generated views for the other
    const pageSkus = (previewed.body.data as unknown as { skus: { skuCd: string; skuImg: string[] }[] }).skus;
    expect(pageSkus.find((k) => k.skuCd === `${spu}-BLK`)!.skuImg).toEqual([pic.body.data.url]);
    expect(pageSkus.find((k) => k.skuCd === `${spu}-WHT`)!.skuImg[0]).not.toContain('/media/catalogue/');

    const listed = await b.get<{ list: { spuCode: string; skuCount: number; minPrice: number; status: string }[]; total: number }>(
      `/api/admin/catalogue/products?keyword=${spu.toLowerCase()}&status=draft&categoryCode=${LEAF}`,
    );
    expect(listed.body.data.total).toBe(1);
    expect(listed.body.data.list[0]).toMatchObject({ spuCode: spu, skuCount: 2, minPrice: 459900, status: 'draft' });
    const sorted = await b.get<{ list: { name: string }[] }>('/api/admin/catalogue/products?sort=name&pageSize=5&page=2');
    expect(sorted.status).toBe(200);
    expect(sorted.body.data.list.length).toBe(5);
    const names = sorted.body.data.list.map((x) => x.name);
    expect([...names].sort((a, c) => (a < c ? -1 : a > c ? 1 : 0))).toEqual(names);
  });

  it('puts a product on sale: the shop finds it by search and serves it at once; off sale hides it', async () => {
    const { b } = await signedIn('运营');
    const spu = freshSpu();
    const word = `琉璃${randomText(2)}`;
    expect((await b.post('/api/admin/catalogue/products', productInput(spu, `星云${word}配件`))).status).toBe(200);
    const found = async () =>
      (await b.get<{ items: { spuCode: string }[] }>(`/api/product/search?keyword=${encodeURIComponent(`星云${word}`)}`)).body.data.items.map((i) => i.spuCode);
    expect(await found()).not.toContain(spu);
    const on = await b.post<Product>(`/api/admin/catalogue/products/${spu}/status`, { status: 'on_sale' });
    expect(on.body.data.status).toBe('on_sale');
    expect(await found()).toContain(spu);
    expect((await b.get(`/api/product/pdp/baseInfo/${spu}`)).status).toBe(200);
    const preview = await b.post(`/api/admin/catalogue/products/${spu}/preview`);
    expect(preview.status).toBe(409);
    expect(preview.body.code).toBe('ERR_ADMIN_PREVIEW_ON_SALE');
    await b.post(`/api/admin/catalogue/products/${spu}/status`, { status: 'off_sale' });
    expect(await found()).not.toContain(spu);
    expect((await auditOf(`product:${spu}`)).map((a) => a.action)).toEqual([
      'catalogue.product.created',
      'catalogue.product.on-sale',
      'catalogue.product.off-sale',
    ]);
  });

  it('edits content (search words rebuilt, a left-out SKU off sale), adds a SKU only with prices', async () => {
    const { b } = await signedIn('运营');
    const spu = freshSpu();
    const made = (await b.post<Product>('/api/admin/catalogue/products', productInput(spu))).body.data;
    const { spuCode: _s, ...rest } = productInput(spu, '晨曦折叠屏配件');
    const edited = await b.request<Product>('PUT', `/api/admin/catalogue/products/${spu}`, {
      json: {
        ...rest,
        skus: [
          { ...rest.skus[0], price: 1, origPrice: 1 },
          { skuCode: `${spu}-GLD`, attrs: { 颜色: '流金', 存储: '16GB+1TB' }, origPrice: 899900, price: 859900 },
        ],
      },
    });
    expect(edited.status).toBe(200);
    const e = edited.body.data;
    expect(e.name).toBe('晨曦折叠屏配件');
    expect(e.searchText.split(' ')).toEqual(expect.arrayContaining(['晨曦', '流金']));
    expect(e.searchText.split(' ')).not.toContain('星云');
    // prices of an existing SKU are not changed by a content edit
    expect(e.skus.find((s) => s.skuCode === `${spu}-BLK`)!.price).toBe(made.skus[0]!.price);
    expect(e.skus.find((s) => s.skuCode === `${spu}-WHT`)!.status).toBe('off_sale');
    expect(e.skus.find((s) => s.skuCode === `${spu}-GLD`)).toMatchObject({ price: 859900, status: 'on_sale', stock: 0 });
    const audit = await auditOf(`product:${spu}`);
    expect(audit[1]).toMatchObject({ action: 'catalogue.product.updated', before: { name: made.name }, after: { name: '晨曦折叠屏配件' } });

    const noPrice = await b.request('PUT', `/api/admin/catalogue/products/${spu}`, {
      json: { ...rest, skus: [...rest.skus, { skuCode: `${spu}-RED`, attrs: { 颜色: '赤焰红', 存储: '12GB+256GB' } }] },
    });
    expect400(noPrice, '新增的SKU须填写划线价和售价', 'ERR_ADMIN_SKU_PRICE_REQUIRED');
    expect((await q('SELECT count(*) AS n FROM skus WHERE sku_code = $1', [`${spu}-RED`])).rows[0].n).toBe(0);
  });

  it('refuses bad input in Chinese and conflicts, writing nothing', async () => {
    const { b, account } = await signedIn('运营');
    const before = await auditCount(account.id);
    const spu = freshSpu();
    const base = productInput(spu);
    const bad = async (body: unknown, message: string | RegExp, code?: string) => expect400(await b.post('/api/admin/catalogue/products', body), message, code);
    await bad({ ...base, name: '' }, '请输入商品名称');
    await bad({ ...base, spuCode: 'a b' }, '商品编码只能包含字母、数字和连字符');
    await bad({ ...base, skus: [] }, '请至少添加一个SKU');
    await bad({ ...base, skus: [{ ...base.skus[0], price: 4599.5 }] }, '价格须为整数（单位：分）');
    await bad({ ...base, skus: [{ ...base.skus[0], price: -1 }] }, '价格须大于0');
    await bad({ ...base, skus: [{ ...base.skus[0], price: 600000 }] }, '售价不能高于划线价');
    await bad({ ...base, skus: [{ ...base.skus[0], origPrice: 200_000_000, price: 200_000_000 }] }, '价格不能超过1000000元');
    await bad({ ...base, skus: [base.skus[0], { ...base.skus[1], skuCode: base.skus[0].skuCode }] }, 'SKU编码不能重复');
    await bad({ ...base, skus: [base.skus[0], { ...base.skus[1], attrs: base.skus[0].attrs }] }, '两个SKU的属性完全相同');
    await bad({ ...base, skus: [{ ...base.skus[0], attrs: {} }] }, '每个SKU至少需要一个属性');
    await bad({ ...base, type: 'spaceship' }, '请选择商品类型');
    await bad({ ...base, categoryCode: ROOT }, /类目层级不正确/, 'ERR_ADMIN_CATEGORY_LEVEL');
    await bad({ ...base, skus: [{ ...base.skus[0], pictures: ['A'.repeat(22)] }] }, '图片不存在或已失效，请重新上传', 'ERR_ADMIN_PICTURE_NOT_FOUND');
    const unknownCategory = await b.post('/api/admin/catalogue/products', { ...base, categoryCode: 'no-such' });
    expect(unknownCategory.status).toBe(404);
    const takenSpu = await b.post('/api/admin/catalogue/products', { ...base, spuCode: 'S25U' });
    expect(takenSpu.status).toBe(409);
    expect(takenSpu.body.code).toBe('ERR_ADMIN_SPU_CODE_TAKEN');
    const takenSku = await b.post('/api/admin/catalogue/products', { ...base, skus: [{ ...base.skus[0], skuCode: 'S25U-TITANGRAY-1' }] });
    expect(takenSku.status).toBe(409);
    expect(takenSku.body.code).toBe('ERR_ADMIN_SKU_CODE_TAKEN');
    expect((await q('SELECT count(*) AS n FROM products WHERE spu_code = $1', [spu])).rows[0].n).toBe(0);
    const notImage = await uploadPicture(b, '<?php echo 1; ?>', 'image/png');
    expect(notImage.status).toBe(415);
    expect(notImage.body.code).toBe('ERR_UPLOAD_NOT_IMAGE');
    expect400(await b.get('/api/admin/catalogue/products?sort=price'), '排序方式不正确');
    expect400(await b.get('/api/admin/catalogue/products?status=gone'), '状态须为 draft、on_sale 或 off_sale');
    expect((await b.get('/api/admin/catalogue/products/NOPE')).status).toBe(404);
    expect(await auditCount(account.id)).toBe(before);
  });

  it('refuses roles without the permissions (403), changing nothing and auditing nothing', async () => {
    const { b: ops } = await signedIn('运营');
    const spu = freshSpu();
    await ops.post('/api/admin/catalogue/products', productInput(spu));
    const { b, account } = await signedIn('客服');
    expect403(await b.get('/api/admin/catalogue/products'));
    expect403(await b.get(`/api/admin/catalogue/products/${spu}`));
    expect403(await b.post('/api/admin/catalogue/products', productInput(freshSpu())));
    expect403(await b.request('PUT', `/api/admin/catalogue/products/${spu}`, { json: { ...productInput(spu, '改名') } }));
    expect403(await b.post(`/api/admin/catalogue/products/${spu}/status`, { status: 'on_sale' }));
    expect403(await b.post(`/api/admin/catalogue/products/${spu}/preview`));
    expect403(await uploadPicture(b, await pngFile(32, 32)));
    // 客服 cannot open the price form, nor save it
    expect403(await b.get(`/api/admin/catalogue/products/${spu}/prices`));
    expect403(await b.request('PUT', `/api/admin/catalogue/products/${spu}/prices`, { json: { skus: [{ skuCode: `${spu}-BLK`, origPrice: 2, price: 1 }] } }));
    // 仓储 (stock only) cannot create a product either
    const { b: wh, account: whAccount } = await signedIn('仓储');
    expect403(await wh.post('/api/admin/catalogue/products', productInput(freshSpu())));
    const row = (await q('SELECT p.name, p.status, s.price FROM products p JOIN skus s ON s.product_id = p.id WHERE s.sku_code = $1', [`${spu}-BLK`])).rows[0];
    expect(row).toEqual({ name: `测试星云配件 ${spu}`, status: 'draft', price: 459900 });
    expect(await auditCount(account.id)).toBe(0);
    expect(await auditCount(whAccount.id)).toBe(0);
  });
});

describe('prices', () => {
  it('changes channel prices (audited) and the shop serves them at once, per site', async () => {
    const { b, account } = await signedIn('运营');
    const spu = freshSpu();
    await b.post('/api/admin/catalogue/products', productInput(spu));
    await b.post(`/api/admin/catalogue/products/${spu}/status`, { status: 'on_sale' });
    const shopPrice = async (site: string) =>
      (await b.get<{ skus: { skuCd: string; price: number }[] }>(`/api/product/pdp/baseInfo/${spu}/${spu}-BLK?siteCd=${site}`)).body.data.skus.find(
        (s) => s.skuCd === `${spu}-BLK`,
      )!.price;
    expect(await shopPrice('cn')).toBe(459900);
    expect(await shopPrice('student')).toBe(439900);

    const form = await b.get<{ skus: { skuCode: string; price: number }[] }>(`/api/admin/catalogue/products/${spu}/prices`);
    expect(form.body.data.skus.map((s) => s.skuCode)).toEqual([`${spu}-BLK`, `${spu}-WHT`]);
    const set = await b.request<{ skus: { skuCode: string; price: number; studentPrice: number | null }[] }>(
      'PUT',
      `/api/admin/catalogue/products/${spu}/prices`,
      {
        json: { skus: [{ skuCode: `${spu}-BLK`, origPrice: 499900, price: 399900, studentPrice: 379900, enterprisePrice: 389900 }] },
      },
    );
    expect(set.status).toBe(200);
    expect(set.body.data.skus[0]).toMatchObject({ price: 399900, studentPrice: 379900 });
    // the very next request to the shop's product API sees the new price
    expect(await shopPrice('cn')).toBe(399900);
    expect(await shopPrice('student')).toBe(379900);
    expect(await shopPrice('enterprise')).toBe(389900);
    const listing = await b.get<{ items: { spuCode: string; price: number }[] }>(`/api/product/search?keyword=${spu}`);
    expect(listing.body.data.items.find((i) => i.spuCode === spu)?.price).toBe(399900);
    const audit = (await auditOf(`product:${spu}`)).find((a) => a.action === 'catalogue.prices.updated')!;
    expect(audit.staff_id).toBe(account.id);
    expect(audit.before).toEqual({ skus: [{ skuCode: `${spu}-BLK`, origPrice: 499900, price: 459900, studentPrice: 439900, enterprisePrice: null }] });
    expect(audit.after).toEqual({ skus: [{ skuCode: `${spu}-BLK`, origPrice: 499900, price: 399900, studentPrice: 379900, enterprisePrice: 389900 }] });
  });

  it('refuses bad prices in Chinese, changing nothing', async () => {
    const { b, account } = await signedIn('运营');
    const spu = freshSpu();
    await b.post('/api/admin/catalogue/products', productInput(spu));
    const before = await auditCount(account.id);
    const put = (skus: unknown) => b.request('PUT', `/api/admin/catalogue/products/${spu}/prices`, { json: { skus } });
    expect400(await put([{ skuCode: `${spu}-BLK`, origPrice: 499900, price: 0 }]), '价格须大于0');
    expect400(await put([{ skuCode: `${spu}-BLK`, origPrice: 499900, price: 1.5 }]), '价格须为整数（单位：分）');
    expect400(await put([{ skuCode: `${spu}-BLK`, origPrice: 100, price: 200 }]), '售价不能高于划线价');
    expect400(await put([{ skuCode: `${spu}-BLK`, origPrice: 499900, price: '4599' }]), /价格/);
    expect400(await put([]), '请填写价格');
    const other = await put([{ skuCode: 'S25U-TITANGRAY-1', origPrice: 2, price: 1 }]);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('ERR_ADMIN_SKU_NOT_FOUND');
    expect((await q('SELECT price FROM skus WHERE sku_code = $1', [`${spu}-BLK`])).rows[0].price).toBe(459900);
    expect((await q('SELECT price FROM skus WHERE sku_code = $1', ['S25U-TITANGRAY-1'])).rows[0].price).not.toBe(1);
    expect(await auditCount(account.id)).toBe(before);
  });
});

describe('stock', () => {
  async function productWithSku() {
    const { b } = await signedIn('运营');
    const spu = freshSpu();
    await b.post('/api/admin/catalogue/products', productInput(spu));
    return `${spu}-BLK`;
  }

  it('adjusts with a reason, keeps a ledger, audits, and refuses to go below zero', async () => {
    const sku = await productWithSku();
    const { b, account } = await signedIn('仓储');
    const inbound = await b.post<{ sku: { stock: number }; entry: { delta: number; stockAfter: number; reason: string; actor: string } }>(
      `/api/admin/catalogue/stock/${sku}/adjust`,
      { delta: 10, reason: '采购入库' },
    );
    expect(inbound.status).toBe(200);
    expect(inbound.body.data.sku.stock).toBe(10);
    expect(inbound.body.data.entry).toMatchObject({ delta: 10, stockAfter: 10, reason: '采购入库', actor: account.name });
    const out = await b.post(`/api/admin/catalogue/stock/${sku}/adjust`, { delta: -4, reason: '盘点损耗' });
    expect(out.status).toBe(200);
    const tooMuch = await b.post(`/api/admin/catalogue/stock/${sku}/adjust`, { delta: -7, reason: '盘点损耗' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ code: 'ERR_ADMIN_STOCK_INSUFFICIENT', message: '库存不足：调整后库存不能小于0', data: { stock: 6 } });
    const ledger = await b.get<{ sku: { stock: number }; list: { delta: number; stockAfter: number; reason: string }[]; total: number }>(
      `/api/admin/catalogue/stock/${sku}/ledger`,
    );
    expect(ledger.body.data.total).toBe(2);
    expect(ledger.body.data.list.map((e) => [e.delta, e.stockAfter, e.reason])).toEqual([
      [-4, 6, '盘点损耗'],
      [10, 10, '采购入库'],
    ]);
    expect((await auditOf(`sku:${sku}`)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['catalogue.stock.adjusted', { stock: 0 }, { stock: 10, delta: 10, reason: '采购入库' }],
      ['catalogue.stock.adjusted', { stock: 10 }, { stock: 6, delta: -4, reason: '盘点损耗' }],
    ]);
    const listed = await b.get<{ list: { skuCode: string; stock: number }[]; total: number }>(`/api/admin/catalogue/stock?keyword=${sku.toLowerCase()}`);
    expect(listed.body.data.list).toEqual([expect.objectContaining({ skuCode: sku, stock: 6 })]);
  });

  it('never goes below zero when adjustments race', async () => {
    const sku = await productWithSku();
    const { b } = await signedIn('仓储');
    await b.post(`/api/admin/catalogue/stock/${sku}/adjust`, { delta: 5, reason: '采购入库' });
    const results = await Promise.all(Array.from({ length: 12 }, () => b.post(`/api/admin/catalogue/stock/${sku}/adjust`, { delta: -1, reason: '并发出库' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'ERR_ADMIN_STOCK_INSUFFICIENT')).toBe(true);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await q('SELECT stock FROM skus WHERE sku_code = $1', [sku])).rows[0].stock).toBe(0);
    const sums = (
      await q(
        'SELECT count(*)::int AS n, sum(delta)::int AS total, min(stock_after)::int AS low FROM stock_ledger l JOIN skus s ON s.id = l.sku_id WHERE s.sku_code = $1',
        [sku],
      )
    ).rows[0];
    expect(sums).toEqual({ n: 6, total: 0, low: 0 });
  });

  it('refuses bad input in Chinese and a role without stock.write, changing nothing', async () => {
    const sku = await productWithSku();
    const { b, account } = await signedIn('仓储');
    expect400(await b.post(`/api/admin/catalogue/stock/${sku}/adjust`, { delta: 3 }), '请填写调整原因');
    expect400(await b.post(`/api/admin/catalogue/stock/${sku}/adjust`, { delta: 3, reason: ' ' }), '请填写调整原因（至少2个字）');
    expect400(await b.post(`/api/admin/catalogue/stock/${sku}/adjust`, { delta: 0, reason: '无变化' }), '调整数量不能为0');
    expect400(await b.post(`/api/admin/catalogue/stock/${sku}/adjust`, { delta: 1.5, reason: '半件' }), '调整数量须为整数');
    expect400(await b.post(`/api/admin/catalogue/stock/${sku}/adjust`, { delta: 5_000_000, reason: '太多' }), '单次调整数量过大');
    const missing = await b.post('/api/admin/catalogue/stock/NO-SUCH-SKU/adjust', { delta: 1, reason: '入库' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('ERR_ADMIN_SKU_NOT_FOUND');
    expect(await auditCount(account.id)).toBe(0);

    for (const role of ['运营', '客服']) {
      const { b: other, account: otherAccount } = await signedIn(role);
      expect403(await other.post(`/api/admin/catalogue/stock/${sku}/adjust`, { delta: 5, reason: '入库' }));
      expect403(await other.get(`/api/admin/catalogue/stock/${sku}/ledger`));
      expect403(await other.get('/api/admin/catalogue/stock'));
      expect(await auditCount(otherAccount.id)).toBe(0);
    }
    expect((await q('SELECT stock FROM skus WHERE sku_code = $1', [sku])).rows[0].stock).toBe(0);
    expect((await q('SELECT count(*)::int AS n FROM stock_ledger l JOIN skus s ON s.id = l.sku_id WHERE s.sku_code = $1', [sku])).rows[0].n).toBe(0);
  });
});

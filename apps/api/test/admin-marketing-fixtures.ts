/** What the 营销 console tests share: a signed-in staff member of a role, a SKU in no activity, the audit rows of a target, a 400's check. */
import { expect } from 'vitest';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, randomText, type Reply, type TestApi } from './harness.ts';

export const HOUR = 3600 * 1000;
const NEW_PASSWORD = 'Lantern-2026-ok';

export interface AuditRow {
  action: string;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export function marketingFixtures(t: TestApi) {
  return {
    async staffSignedIn(role = '运营') {
      const account = await createStaffAccount(t.database, { name: `营销测试${randomText(4)}`, role, actor: '测试 admin:create' });
      const b = await new Browser(t.baseUrl).prime();
      expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
      expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: NEW_PASSWORD })).status).toBe(200);
      return b;
    },

    /** An on-sale seeded SKU in no activity priced at least `minPrice` fen, with its main-shop price (the SKU's own price there). */
    async freeSku(minPrice = 101): Promise<{ skuCode: string; spuCode: string; price: number }> {
      const { rows } = await t.database.pool.query<{ sku_code: string; spu_code: string; price: number }>(
        `SELECT s.sku_code, p.spu_code, s.price FROM skus s JOIN products p ON p.id = s.product_id
          WHERE s.status = 'on_sale' AND p.status = 'on_sale' AND s.price >= $1 AND s.stock >= 20
            AND NOT EXISTS (SELECT 1 FROM activity_skus x WHERE x.sku_code = s.sku_code)
            AND NOT EXISTS (SELECT 1 FROM sku_site_prices sp WHERE sp.sku_id = s.id AND sp.site_code = 'cn')
          ORDER BY random() LIMIT 100`,
        [minPrice],
      );
      // One the shop shows: other test files leave products of their own (a pre-sale SKU whose
      // activity is gone, say) that the product page answers 404 for.
      for (const r of rows) {
        const shown = await fetch(`${t.baseUrl}/api/product/pdp/baseInfo/${r.spu_code}/${r.sku_code}`);
        if (shown.status === 200) return { skuCode: r.sku_code, spuCode: r.spu_code, price: r.price };
      }
      throw new Error('no free SKU the shop shows');
    },

    auditOf: async (target: string) =>
      (await t.database.pool.query<AuditRow>('SELECT action, target, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id', [target])).rows,
  };
}

export const put = <T = unknown>(b: Browser, path: string, json: unknown) => b.request<T>('PUT', path, { json });

export function expect400(res: Reply, message: string | RegExp) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false });
  expect(res.body.message).toMatch(message);
}

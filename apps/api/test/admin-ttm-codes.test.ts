/**
 * 营销 → TTM 邀请码 of the back office (issue #16) against the real database: generate a batch
 * for a TTM product (12 characters without look-alikes, never the same code twice), list it with
 * its use and filters, void an unused code; verification refuses a voided or an expired code in
 * Chinese, and ten members sending one code at the same moment use it exactly once. Bad input is
 * a Chinese 400 with nothing written; a role without activities.write gets 403 with nothing
 * changed and no audit row.
 */
import { describe, expect, it } from 'vitest';
import { Browser, signIn, useTestApi } from './harness.ts';
import { expect400, HOUR, marketingFixtures } from './admin-marketing-fixtures.ts';

const t = useTestApi();
const { staffSignedIn, auditOf } = marketingFixtures(t);
const CODES = '/api/admin/marketing/ttm-codes';
const SPU = 'ZFOLD7';
const VERIFY = `/api/product/ttm/verifyCode/1/${SPU}/ZFOLD7-NAVY-1`;

interface CodeRow {
  code: string;
  spuCode: string;
  productName: string;
  batchNo: string | null;
  expiresAt: number | null;
  state: 'unused' | 'used' | 'expired' | 'voided';
  memberId: number | null;
  usedAt: number | null;
}
interface Generated {
  batchNo: string;
  count: number;
}

const codesOf = async (b: Browser, query: string) => (await b.get<{ list: CodeRow[]; total: number }>(`${CODES}?pageSize=100&${query}`)).body.data;
const countFor = async (spu: string) => Number((await t.database.pool.query('SELECT count(*) AS n FROM ttm_codes WHERE spu_code = $1', [spu])).rows[0].n);
const generate = (b: Browser, count: number, over: Record<string, unknown> = {}) =>
  b.post<Generated>(CODES, { spuCode: SPU, count, expiresAt: Date.now() + 24 * HOUR, ...over });

describe('TTM codes: generate and list', () => {
  it('generates a batch of unguessable codes, never one twice, listed unused with the product; audited without the codes', async () => {
    const b = await staffSignedIn();
    const res = await generate(b, 5);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { batchNo } = res.body.data;
    expect(res.body.data).toMatchObject({ spuCode: SPU, count: 5 });
    const first = await codesOf(b, `batchNo=${batchNo}`);
    expect(first.total).toBe(5);
    for (const r of first.list) {
      expect(r.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{12}$/);
      expect(r).toMatchObject({ spuCode: SPU, batchNo, state: 'unused', memberId: null });
      expect(r.productName).not.toBe('');
    }
    const second = await generate(b, 1000);
    const again = await codesOf(b, `batchNo=${second.body.data.batchNo}`);
    expect(again.total).toBe(1000);
    const all = (await t.database.pool.query<{ code: string }>('SELECT code FROM ttm_codes WHERE batch_no = ANY($1)', [[batchNo, second.body.data.batchNo]]))
      .rows;
    expect(new Set(all.map((r) => r.code)).size).toBe(1005);

    const audit = await auditOf(`ttm-batch:${batchNo}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'marketing.ttm-codes.generated', before: null, after: { spuCode: SPU, count: 5 } });
    expect(JSON.stringify(audit[0])).not.toContain(first.list[0]!.code);

    const programmes = await b.get<{ list: { spuCode: string; total: number }[] }>('/api/admin/marketing/ttm-programmes');
    expect(programmes.body.data.list.find((x) => x.spuCode === SPU)!.total).toBeGreaterThanOrEqual(1005);
  });

  it('refuses bad input in Chinese and writes nothing', async () => {
    const b = await staffSignedIn();
    const before = await countFor(SPU);
    expect400(await generate(b, 0), '生成数量至少1个');
    expect400(await generate(b, 10_001), '一次最多生成10000个');
    expect400(await generate(b, 2.5), '生成数量须为整数');
    expect400(await generate(b, 5, { expiresAt: Date.now() - 1000 }), '过期时间须晚于当前时间');
    expect400(await generate(b, 5, { expiresAt: Date.now() + 400 * 24 * HOUR }), '过期时间最长为一年');
    const notTtm = await generate(b, 5, { spuCode: 'S25' });
    expect400(notTtm, '商品 S25 不是TTM邀请购买商品');
    expect(notTtm.body.code).toBe('ERR_ADMIN_TTM_NOT_PROGRAMME');
    expect400(await b.get(`${CODES}?state=fresh`), '状态须为 unused、used、expired 或 voided');
    expect(await countFor(SPU)).toBe(before);
    expect(await countFor('S25')).toBe(0);
  });
});

describe('TTM codes: use, void, expiry', () => {
  it('ten members sending one code at the same moment: exactly one uses it, the list names the member', async () => {
    const b = await staffSignedIn();
    const { batchNo } = (await generate(b, 1)).body.data;
    const [row] = (await codesOf(b, `batchNo=${batchNo}`)).list;
    const members = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const m = new Browser(t.baseUrl);
        await signIn(m);
        return m;
      }),
    );
    const answers = await Promise.all(members.map((m) => m.post(VERIFY, { code: row!.code.toLowerCase() })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'ERR_TTM_CODE_USED', message: '该邀请码已被使用' });
    const [used] = (await codesOf(b, `code=${row!.code}`)).list;
    expect(used).toMatchObject({ state: 'used' });
    expect(used!.memberId).toBeGreaterThan(0);
    expect(used!.usedAt).toBeGreaterThan(0);
    expect((await codesOf(b, `batchNo=${batchNo}&state=used`)).total).toBe(1);
    // A used code cannot be voided.
    const voidUsed = await b.post(`${CODES}/${row!.code}/void`);
    expect(voidUsed.status).toBe(409);
    expect(voidUsed.body).toMatchObject({ code: 'ERR_ADMIN_TTM_CODE_USED', message: '邀请码已使用，不能作废' });
  });

  it('voids an unused code, which verification then refuses; an expired code is refused too; audited', async () => {
    const b = await staffSignedIn();
    const { batchNo } = (await generate(b, 2)).body.data;
    const [one, two] = (await codesOf(b, `batchNo=${batchNo}`)).list;
    const voided = await b.post<CodeRow>(`${CODES}/${one!.code}/void`);
    expect(voided.status).toBe(200);
    expect(voided.body.data).toMatchObject({ code: one!.code, state: 'voided' });
    expect((await b.post<CodeRow>(`${CODES}/${one!.code}/void`)).body.data.state).toBe('voided');
    expect((await auditOf(`ttm-code:${one!.code}`)).map((x) => [x.action, x.before, x.after?.state])).toEqual([
      ['marketing.ttm-code.voided', { state: 'unused' }, 'voided'],
    ]);
    expect((await b.post(`${CODES}/NOSUCHCODE22/void`)).status).toBe(404);

    const member = new Browser(t.baseUrl);
    await signIn(member);
    const refused = await member.post(VERIFY, { code: one!.code });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ERR_TTM_CODE_VOIDED', message: '该邀请码已作废，请联系发放方获取新的邀请码' });

    await t.database.pool.query("UPDATE ttm_codes SET expires_at = now() - interval '1 minute' WHERE code = $1", [two!.code]);
    expect((await codesOf(b, `batchNo=${batchNo}&state=expired`)).list.map((r) => r.code)).toEqual([two!.code]);
    const expired = await member.post(VERIFY, { code: two!.code });
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ code: 'ERR_TTM_CODE_EXPIRED', message: '该邀请码已过期，请联系发放方获取新的邀请码' });
    expect((await codesOf(b, `batchNo=${batchNo}&state=unused`)).total).toBe(0);
  });
});

describe('TTM codes: activities.write', () => {
  it('refuses a 客服 on every TTM code endpoint with 403: nothing changed, no audit row', async () => {
    const op = await staffSignedIn();
    const { batchNo } = (await generate(op, 1)).body.data;
    const [row] = (await codesOf(op, `batchNo=${batchNo}`)).list;
    const before = await countFor(SPU);
    const cs = await staffSignedIn('客服');
    for (const res of [
      await cs.get(CODES),
      await cs.get('/api/admin/marketing/ttm-programmes'),
      await generate(cs, 3),
      await cs.post(`${CODES}/${row!.code}/void`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false });
    }
    expect(await countFor(SPU)).toBe(before);
    expect((await codesOf(op, `code=${row!.code}`)).list[0]!.state).toBe('unused');
    expect(await auditOf(`ttm-code:${row!.code}`)).toEqual([]);
    expect((await new Browser(t.baseUrl).get(CODES)).status).toBe(401);
  });
});

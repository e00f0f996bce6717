import { describe, expect, it } from 'vitest';
import type { Address } from '@shop/contracts/address';
import { Browser, freshMobile, signIn, useTestApi } from './harness.ts';

const t = useTestApi();

const shanghai = { provinceCode: '310000', cityCode: '310100', districtCode: '310115' };
const input = (over: Record<string, unknown> = {}) => ({ receiver: '张三', mobile: freshMobile(), ...shanghai, detail: '世纪大道100号 8楼', ...over });

async function member() {
  const b = new Browser(t.baseUrl);
  await signIn(b);
  return b;
}
const list = async (b: Browser) => (await b.get<Address[]>('/api/order/address/list')).body.data!;

describe('delivery addresses', () => {
  it('adds with region names from the codes; the first is the default; the phone is masked for display', async () => {
    const b = await member();
    const r = await b.post<Address>('/api/order/address/save', input({ receiver: '  李四！@#  ', mobile: '13800138000' }));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      receiver: '李四',
      provinceName: '上海市',
      cityName: '上海市',
      districtName: '浦东新区',
      isDefault: true,
      mobileMasked: '138****8000',
    });
    const second = await b.post<Address>('/api/order/address/save', input());
    expect(second.body.data!.isDefault).toBe(false);
    expect((await list(b)).map((a) => a.id)).toEqual([r.body.data!.id, second.body.data!.id]);
  });

  it('keeps exactly one default: setting, adding as default, deleting the default promotes another', async () => {
    const b = await member();
    const first = (await b.post<Address>('/api/order/address/save', input())).body.data!;
    const second = (await b.post<Address>('/api/order/address/save', input({ isDefault: true }))).body.data!;
    let all = await list(b);
    expect(all.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    await b.post(`/api/order/address/default/${first.id}`);
    all = await list(b);
    expect(all.filter((a) => a.isDefault).map((a) => a.id)).toEqual([first.id]);
    expect((await b.post(`/api/order/address/delete/${first.id}`)).status).toBe(200);
    all = await list(b);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: second.id, isDefault: true });
  });

  it('edits only the member’s own address; another member’s id is 404 and unchanged', async () => {
    const a = await member();
    const mine = (await a.post<Address>('/api/order/address/save', input())).body.data!;
    const edited = await a.post<Address>(
      '/api/order/address/save',
      input({ id: mine.id, detail: '张江路 1 号', provinceCode: '110000', cityCode: '110100', districtCode: '110105' }),
    );
    expect(edited.body.data).toMatchObject({ id: mine.id, provinceName: '北京市', districtName: '朝阳区', detail: '张江路 1 号', isDefault: true });

    const b = await member();
    for (const r of [
      await b.post('/api/order/address/save', input({ id: mine.id })),
      await b.post(`/api/order/address/default/${mine.id}`),
      await b.post(`/api/order/address/delete/${mine.id}`),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('收货地址不存在');
    }
    expect((await list(a))[0]).toMatchObject({ id: mine.id, detail: '张江路 1 号' });
  });

  it('refuses bad regions (unknown, not nested, outside the mainland) and bad fields with Chinese messages, writing nothing', async () => {
    const b = await member();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ districtCode: '110105' }, 400, '所选省市区不匹配，请重新选择'],
      [{ cityCode: '999900', districtCode: '999901' }, 400, '所选地区不存在，请重新选择'],
      [{ provinceCode: '810000', cityCode: '810100', districtCode: '810001' }, 400, '该地区暂不支持配送，请选择中国大陆地址'],
      [{ provinceCode: 'abc' }, 400, '请选择省份'],
      [{ receiver: '！！！' }, 400, '请输入收货人姓名'],
      [{ mobile: '12345' }, 400, '请输入正确的11位手机号码'],
      [{ detail: '短' }, 400, '详细地址至少5个字'],
      [{ detail: '路'.repeat(121) }, 400, '详细地址最多120个字'],
    ];
    for (const [over, status, message] of cases) {
      const r = await b.post('/api/order/address/save', input(over));
      expect(r.status, JSON.stringify(over)).toBe(status);
      expect(r.body.message).toContain(message);
    }
    expect(await list(b)).toEqual([]);
    expect((await b.post('/api/order/address/delete/abc')).status).toBe(400);
  });

  it('holds at most 20 addresses, also under parallel adds', async () => {
    const b = await member();
    const replies = await Promise.all(Array.from({ length: 24 }, () => b.post('/api/order/address/save', input())));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.code === 'ERR_ADDRESS_LIMIT')).toBe(true);
    const all = await list(b);
    expect(all).toHaveLength(20);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('needs a signed-in member', async () => {
    const b = await new Browser(t.baseUrl).prime();
    expect((await b.get('/api/order/address/list')).status).toBe(401);
    expect((await b.post('/api/order/address/save', input())).status).toBe(401);
  });
});

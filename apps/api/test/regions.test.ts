import { describe, expect, it } from 'vitest';
import { Browser, useTestApi } from './harness.ts';

const t = useTestApi();
type Region = { code: string; name: string; supported?: boolean };

describe('GET /api/sys/region/children/{parentCode}', () => {
  it('lists the 34 provinces with 港澳台 marked unsupported, cacheable for a day', async () => {
    const r = await new Browser(t.baseUrl).get<Region[]>('/api/sys/region/children/0');
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(34);
    expect(r.body.data.find((p) => p.code === '310000')).toEqual({ code: '310000', name: '上海市', supported: true });
    expect(r.body.data.filter((p) => p.supported === false).map((p) => p.name)).toEqual(['台湾省', '香港特别行政区', '澳门特别行政区']);
    expect(r.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it("lists a province's cities and a city's districts", async () => {
    const b = new Browser(t.baseUrl);
    const cities = await b.get<Region[]>('/api/sys/region/children/440000');
    expect(cities.body.data.map((c) => c.name)).toEqual(expect.arrayContaining(['广州市', '深圳市', '东莞市']));
    const districts = await b.get<Region[]>('/api/sys/region/children/440300');
    expect(districts.body.data).toContainEqual({ code: '440305', name: '南山区' });
    expect(districts.body.data.map((d) => d.name)).not.toContain('市辖区');
  });

  it('gives a municipality one city level that holds its districts', async () => {
    const b = new Browser(t.baseUrl);
    expect((await b.get<Region[]>('/api/sys/region/children/310000')).body.data).toEqual([{ code: '310100', name: '上海市' }]);
    expect((await b.get<Region[]>('/api/sys/region/children/310100')).body.data).toContainEqual({ code: '310101', name: '黄浦区' });
  });

  it('answers 404 for an unknown code or a district, 400 for a malformed one', async () => {
    const b = new Browser(t.baseUrl);
    for (const code of ['990000', '310101', '000000']) {
      const r = await b.get(`/api/sys/region/children/${code}`);
      expect(r.status, code).toBe(404);
      expect(r.body.message).toBe('该地区不存在');
    }
    for (const code of ['31', 'abcdef', '3100000', '-1']) {
      const r = await b.get(`/api/sys/region/children/${code}`);
      expect(r.status, code).toBe(400);
      expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});

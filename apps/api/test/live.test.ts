import { describe, expect, it } from 'vitest';
import { Browser, useTestApi } from './harness.ts';

const t = useTestApi();
type Icon = { live: boolean; type: string | null; title: string; url: string; cover: string };
type Room = { id: number; spuCd: string; title: string; url: string };

describe('live entry', () => {
  it('shows the live room of S25U with the URL of the asking platform', async () => {
    const b = new Browser(t.baseUrl);
    const pc = await b.get<Icon>('/api/sys/storeLive/getLiveIconInfo/pc/S25U');
    expect(pc.status).toBe(200);
    expect(pc.body.data).toMatchObject({ live: true, type: 'live', url: '/liveRoom/1001' });
    expect(pc.body.data.title).toContain('S25 Ultra');
    expect((await b.get<Icon>('/api/sys/storeLive/getLiveIconInfo/mobile/S25U')).body.data.url).toBe('/appLiveRoom/1001');
  });

  it('shows a recording for ZFOLD7 and nothing for a product without a room or with an ended one', async () => {
    const b = new Browser(t.baseUrl);
    expect((await b.get<Icon>('/api/sys/storeLive/getLiveIconInfo/pc/ZFOLD7')).body.data).toMatchObject({ live: true, type: 'record' });
    const none = { live: false, type: null, title: '', url: '', cover: '' };
    expect((await b.get<Icon>('/api/sys/storeLive/getLiveIconInfo/pc/S25')).body.data).toEqual(none);
    expect((await b.get<Icon>('/api/sys/storeLive/getLiveIconInfo/mobile/S24FE')).body.data).toEqual(none);
  });

  it('lists the rooms live now, all or for one SPU', async () => {
    const b = new Browser(t.baseUrl);
    const all = await b.get<Room[]>('/api/sys/storeLive/getStartLive/pc');
    expect(all.body.data.map((r) => r.spuCd)).toEqual(['S25U']);
    expect((await b.get<Room[]>('/api/sys/storeLive/getStartLive/mobile/S25U')).body.data[0]).toMatchObject({ spuCd: 'S25U', url: '/appLiveRoom/1001' });
    expect((await b.get<Room[]>('/api/sys/storeLive/getStartLive/pc/ZFOLD7')).body.data).toEqual([]);
  });

  it('refuses an unknown platform with 400', async () => {
    const r = await new Browser(t.baseUrl).get('/api/sys/storeLive/getLiveIconInfo/tv/S25U');
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

import { describe, expect, it } from 'vitest';
import { Browser, useTestApi } from './harness.ts';

describe('per-browser clock offset (test hook)', () => {
  const api = useTestApi();

  it('shifts the server time only for requests that carry the cookie', async () => {
    const plain = new Browser(api.baseUrl);
    const shifted = new Browser(api.baseUrl);
    shifted.cookies.set('shop_clock_offset', String(3 * 24 * 3600 * 1000));
    const a = await plain.get<number>('/api/sys/comnmetd/getServerTimeStamp');
    const b = await shifted.get<number>('/api/sys/comnmetd/getServerTimeStamp');
    expect(b.body.data! - a.body.data!).toBeGreaterThan(3 * 24 * 3600 * 1000 - 60_000);
    const c = await plain.get<number>('/api/sys/comnmetd/getServerTimeStamp');
    expect(Math.abs(c.body.data! - Date.now())).toBeLessThan(60_000);
  });

  it('ignores a malformed or absurd offset', async () => {
    const b = new Browser(api.baseUrl);
    b.cookies.set('shop_clock_offset', '1e99');
    const r = await b.get<number>('/api/sys/comnmetd/getServerTimeStamp');
    expect(Math.abs(r.body.data! - Date.now())).toBeLessThan(60_000);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataCaller } from '../../lib/api-call';
import { loadServicePromises, type ServicePromise } from './service-promises-data';

const promise = (code: string, href: string): ServicePromise => ({ code, title: code, summary: `${code} 说明`, href, except: [] });

/** A caller answering `promises` and recording the addresses it was asked for. */
function fakeCaller(promises: ServicePromise[] | Error) {
  const asked: string[] = [];
  const caller = {
    get: async (endpoint: { path: string }, input: { params: { platform: string }; query: Record<string, string> }) => {
      asked.push(`${endpoint.path.replace(':platform', input.params.platform)}?${new URLSearchParams(input.query)}`);
      if (promises instanceof Error) throw promises;
      return { siteCd: input.query.siteCd, promises };
    },
  } as unknown as DataCaller;
  return { caller, asked };
}

/** Calls loadServicePromises at `now` ms on the clock the page server's cache reads. */
function at(now: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

describe('loadServicePromises', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the platform, site, sorted SKUs and a bespoke purchase, and keeps promises whose guide page is built', async () => {
    const { caller, asked } = fakeCaller([
      promise('genuine', '/shoppingMall/about'),
      promise('later', '/no-such-screen'),
      promise('return-7d', '/shoppingMall/aftersales'),
    ]);
    at(1_000);
    const got = await loadServicePromises(caller, { env: 'mobile', siteCd: 'student', skuCds: ['B-1', 'A-1', 'B-1'], bespoke: true });
    expect(asked).toEqual(['/api/cms/h5/servicePromises?siteCd=student&skuCd=A-1%2CB-1&bespoke=1']);
    // No screen answers /no-such-screen: its promise would link to the not-found page.
    expect(got.map((p) => p.code)).toEqual(['genuine', 'return-7d']);
  });

  it('keeps an answer for 30 s per question, and asks again after', async () => {
    const { caller, asked } = fakeCaller([promise('genuine', '/shoppingMall/about')]);
    const ask = { env: 'pc' as const, siteCd: 'cn', skuCds: ['KEEP-1'], bespoke: false };
    at(10_000);
    await loadServicePromises(caller, ask);
    at(39_000);
    await loadServicePromises(caller, ask);
    expect(asked).toHaveLength(1);
    await loadServicePromises(caller, { ...ask, bespoke: true });
    expect(asked).toHaveLength(2);
    at(40_001);
    await loadServicePromises(caller, ask);
    expect(asked).toHaveLength(3);
  });

  it('reads a failure as no promises and does not keep it', async () => {
    const failing = fakeCaller(new Error('503'));
    const ask = { env: 'app' as const, siteCd: 'cn', skuCds: ['FAIL-1'], bespoke: false };
    at(50_000);
    expect(await loadServicePromises(failing.caller, ask)).toEqual([]);
    const working = fakeCaller([promise('genuine', '/shoppingMall/about')]);
    at(50_001);
    expect(await loadServicePromises(working.caller, ask)).toHaveLength(1);
  });
});

/**
 * 服务保障 at checkout: the promises for the lines being bought (a promise a line's product is
 * not covered by names it; a bespoke order leaves out what bespoke products are excepted
 * from). Asked in the browser after the page shows — it sits last in the page's column, so
 * nothing above it moves when it arrives.
 */
import { useEffect, useState } from 'react';
import type { CallableEndpoint } from '@shop/contracts/endpoint';
import { dataOrThrow, quietApi, type CallOptions, type CallResult, type DataCaller } from '../../lib/api-call';
import { useRootData } from '../../root';
import { loadServicePromises, type ServicePromise } from './service-promises-data';
import { ServicePromises } from './ServicePromises';

/** One quiet attempt: a failure shows nothing (loadServicePromises reads it as no promises). */
const quietCaller: DataCaller = {
  get: async (endpoint, ...[input, options]) => {
    const call = quietApi.call as (endpoint: CallableEndpoint, input?: unknown, options?: CallOptions) => Promise<CallResult<never>>;
    return dataOrThrow(await call(endpoint, input, options));
  },
};

export function CheckoutServicePromises({ skuCds, bespoke }: { skuCds: readonly string[]; bespoke: boolean }) {
  const root = useRootData();
  const env = root?.env ?? 'pc';
  const siteCd = root?.siteCd ?? 'cn';
  const key = [...new Set(skuCds)].sort().join(',');
  const [promises, setPromises] = useState<ServicePromise[]>([]);

  useEffect(() => {
    let alive = true;
    void loadServicePromises(quietCaller, { env, siteCd, skuCds: key ? key.split(',') : [], bespoke }).then((p) => {
      if (alive) setPromises(p);
    });
    return () => {
      alive = false;
    };
  }, [env, siteCd, key, bespoke]);

  return <ServicePromises promises={promises} variant="full" />;
}

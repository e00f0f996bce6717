/**
 * right/inInfo of the chosen SKU: from the page state when the page loaded it on the server
 * for this SKU, else fetched in the browser (after a SKU change, or when the page did not).
 */
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { usePdp } from '../pdp-context';
import type { InInfo } from './types';
import { usePanelData } from './use-panel-data';

export function useInInfo(): { inInfo: InInfo | undefined; loading: boolean } {
  const pdp = usePdp();
  const fromPage = pdp.inInfo && pdp.inInfo.skuCd === pdp.sku.skuCd ? pdp.inInfo : undefined;
  const fetched = usePanelData<typeof pdpEndpoints.inInfo, InInfo>(
    pdpEndpoints.inInfo,
    fromPage ? null : { params: { prodCd: pdp.base.spuBaseInfo.prodCd }, query: { skuCd: pdp.sku.skuCd } },
  );
  return { inInfo: fromPage ?? fetched.data, loading: !fromPage && fetched.loading };
}

/**
 * right/inInfo of the chosen SKU: from the page state when the page loaded it on the server
 * for this SKU, else fetched in the browser (after a SKU change, or when the page did not).
 */
import { usePdp } from '../pdp-context';
import type { InInfo } from './types';
import { usePanelData } from './use-panel-data';

export function useInInfo(): { inInfo: InInfo | undefined; loading: boolean } {
  const pdp = usePdp();
  const fromPage = pdp.inInfo && pdp.inInfo.skuCd === pdp.sku.skuCd ? pdp.inInfo : undefined;
  const path = fromPage ? null : `/api/product/pdp/right/inInfo/${encodeURIComponent(pdp.base.spuBaseInfo.prodCd)}?skuCd=${encodeURIComponent(pdp.sku.skuCd)}`;
  const fetched = usePanelData<InInfo>(path);
  return { inInfo: fromPage ?? fetched.data, loading: !fromPage && fetched.loading };
}

/**
 * What the product page shares with its panels (services, delivery, coupons, content…):
 * the product as baseInfo gave it, the SKU chosen now, its resolved type at the ticking
 * server time, and the cart line being built. The page (product.tsx) provides it.
 */
import { createContext, useContext } from 'react';
import type { PdpBaseInfo, PdpDetailInfo, PdpInInfo, PdpSku } from '@shop/contracts/pdp';
import type { ProductType } from '@shop/contracts/pdp-rules';

/** cartInfo of spec 3: the line add-to-cart / buy-now sends (client choices only; prices are the server's). */
export interface CartDraft {
  skuCd: string;
  qtyCnt: number;
  subTyp: number;
  actId: string | null;
  serviceIds: string[];
  giftIds: string[];
  bundleCode: string | null;
  /** Trade-in: old model code and platform, when chosen. */
  hsType: { modelCode: string; rclmPlf: number } | null;
  /** Instalment periods chosen (FQ), or null. */
  FQ: number | null;
}

export interface PdpPageState {
  base: PdpBaseInfo;
  sku: PdpSku;
  type: ProductType;
  cart: CartDraft;
  updateCart(patch: Partial<CartDraft>): void;
  /** 'pc' | 'mobile' | 'app' | 'wxApp' | 'aliApp' of this request. */
  env: string;
  /** Which product route this is (product, activity, design, cart-line edit, preview …). */
  variant?: string;
  /** bottom/detailInfo and right/inInfo when the page loaded them on the server (else panels fetch). */
  detail?: PdpDetailInfo | null;
  inInfo?: PdpInInfo | null;
  /** The tip under the buy buttons (reset when the SKU changes); panels may set it, e.g. stopBuy. */
  buyTip?: string;
  setBuyTip?(tip: string): void;
}

export const PdpContext = createContext<PdpPageState | null>(null);

export function usePdp(): PdpPageState {
  const v = useContext(PdpContext);
  if (!v) throw new Error('usePdp outside the product page');
  return v;
}

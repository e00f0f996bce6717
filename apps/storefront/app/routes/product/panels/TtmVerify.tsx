/**
 * TTM (early-access) purchase by invitation code. A product that sells by invitation only shows
 * 凭邀请码购买 on its buy button until the shopper is verified for it; the button opens this
 * dialog with the code entry. Errors show inline (not as a toast); a visitor is sent to sign in
 * and back to the page. Once verified, the page's usual buy buttons return.
 *
 * The dialog itself (TtmVerifyDialog.tsx) is fetched when the shopper first opens it.
 */
import { useState } from 'react';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { usePanelData } from './use-panel-data';

interface TtmState {
  required: boolean;
  verified: boolean;
  hint?: string;
}

/**
 * Whether the buy buttons still need the invitation code: from the product (invitationOnly, known
 * when the page renders), then the shopper's own state once it has loaded (a verified member buys
 * as usual). `markVerified` is called after a successful verification.
 */
export function useInvitationGate(invitationOnly: boolean, spuCd: string, skuCd: string): { required: boolean; hint: string; markVerified(): void } {
  const { data } = usePanelData<typeof pdpEndpoints.ttmState, TtmState>(pdpEndpoints.ttmState, invitationOnly ? { params: { spuCd, skuCd } } : null, {
    fresh: true,
  });
  const [verifiedNow, setVerifiedNow] = useState(false);
  const required = invitationOnly && !verifiedNow && !(data && (!data.required || data.verified));
  return { required, hint: data?.hint ?? '', markVerified: () => setVerifiedNow(true) };
}

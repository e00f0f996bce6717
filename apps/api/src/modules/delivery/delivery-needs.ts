/**
 * What the delivery module needs from other modules, declared here and satisfied structurally
 * by what app.ts hands over: the product module's catalogue (catalog-lookup.ts), the member
 * behind a request and the auth module's SMS codes (arrival notices for visitors).
 */
import type { ApiContext, AuthState } from '../../platform/types.ts';
import type { CatalogLookup } from './catalog-lookup.ts';

/** What registerDelivery needs. */
export interface DeliveryNeeds {
  ctx: ApiContext;
  members: { ofAuth(auth: AuthState): Promise<{ id: number; mobile: string } | undefined> };
  catalogue: CatalogLookup;
  /** The auth module's SMS codes: a visitor proves the number an arrival notice goes to. */
  smsCodes: {
    request(input: { mobile: string; ip: string; deviceId?: string; purpose?: string }): Promise<{ resendAfter: number; expiresIn: number }>;
    verify(mobile: string, code: string, purpose?: string): Promise<void>;
  };
}

export type DeliveryParts = DeliveryNeeds;

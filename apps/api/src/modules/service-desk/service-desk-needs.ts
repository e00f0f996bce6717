/**
 * What the service desk needs from other modules, declared here and satisfied structurally by
 * the services app.ts hands over (the order module's order reads, the cms module's settings), so that no file of this folder imports another module or reads its tables.
 */
import type { ApiContext, AuthState } from '../../platform/types.ts';

/** A support ticket may name one of the member's own orders only. */
export interface SupportOrders {
  /** Is `orderNo` one of the member's orders (another member's answers false, as an unknown one does). */
  isMemberOrder(memberId: number, orderNo: string): Promise<boolean>;
}

/** The hotline and its hours are system settings (servicePhone, serviceHours). */
export interface SupportSettings {
  /** The stored value of one setting, or undefined when unset. */
  settingValue(key: string): Promise<string | undefined>;
}

/** What registerServiceDesk needs. */
export interface ServiceDeskNeeds {
  ctx: ApiContext;
  members: { requireOfAuth(auth: AuthState): Promise<{ id: number }> };
  orderReads: SupportOrders;
  settings: SupportSettings;
}

export type ServiceDeskParts = ServiceDeskNeeds;

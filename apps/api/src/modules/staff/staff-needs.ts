/** What the staff module needs: the platform context only (database, clock, configuration). It needs no other module. */
import type { ApiContext } from '../../platform/types.ts';

export interface StaffNeeds {
  ctx: ApiContext;
}

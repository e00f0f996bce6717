/**
 * What the console's 营销 area (issue #16) needs from other modules, declared here and satisfied
 * structurally by what app.ts hands over: the staff module's guard and audit log, and the
 * product module's catalogue (a SKU's product and price per site; an SPU's SKUs for the list's
 * product filter). No file of this folder imports another module.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { StaffPermission } from '@shop/contracts/staff';
import type { CatalogueSku } from '@shop/contracts/catalogue-rows';
import type { Tx } from '@shop/db';
import type { TryBuyFigures } from '@shop/contracts/try-buy';
import type { ApiContext } from '../../../platform/types.ts';

/** One audited write: what it did, to what, before and after. */
export interface AuditEntry {
  action: string;
  target?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The back office's guard and audit log (staff module). */
export interface MarketingAdminStaff {
  requirePermission(permission: StaffPermission): onRequestAsyncHookHandler;
  audit(tx: Tx, req: FastifyRequest, what: AuditEntry): Promise<void>;
}

/** The product module's catalogue, as the flash-sale screens read it. */
export interface MarketingAdminCatalogue {
  /** A published SKU with its product and its price on the site. */
  sku(skuCode: string, siteCode?: string): Promise<CatalogueSku | undefined>;
  /** Published SKUs by code, in one read (a list page names its rows with it). */
  skusByCode(skuCodes: readonly string[], siteCode?: string): Promise<Map<string, CatalogueSku>>;
  /** The published SPU's SKUs. */
  skusOf(spuCode: string, siteCode?: string): Promise<CatalogueSku[]>;
}

/** What became of each 先试后买 offer's applications (the order module keeps the trials). */
interface MarketingAdminTryBuyTrials {
  /** By offer code; an offer without applications may be absent. */
  figures(offerCodes: readonly string[]): Promise<Map<string, TryBuyFigures>>;
}

export interface MarketingAdminNeeds {
  ctx: ApiContext;
  staff: MarketingAdminStaff;
  catalogue: MarketingAdminCatalogue;
  tryBuyTrials: MarketingAdminTryBuyTrials;
}

/** Appends the audit row of this request's write on `tx` (bound to the request by the route). */
export type MarketingAudit = (tx: Tx, what: AuditEntry) => Promise<void>;

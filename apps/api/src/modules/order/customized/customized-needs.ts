/**
 * What the customized orders need from other modules, declared here and satisfied
 * structurally by the service app.ts hands over (OrderNeeds.productDetails, from product), so
 * that no file of this folder imports another module or reads its tables.
 */
import type { SQL } from 'drizzle-orm';

/** Bespoke (定制) products: those whose product details have bespoke option groups. */
export interface BespokeProducts {
  /** The bespoke products as a subquery to join inside an order query, with one column: spu_code. */
  bespokeSpusQuery(): SQL;
  /** SPU codes among `spuCodes` that are bespoke products. */
  bespokeSpus(spuCodes: string[]): Promise<Set<string>>;
}

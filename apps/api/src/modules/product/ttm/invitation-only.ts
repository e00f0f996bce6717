/**
 * Whether a product sells by invitation code only (a running TTM programme: listed in ttm_spus
 * and not among the completed ones), as an SQL expression over a product's SPU code, so cards
 * and the product page say 凭邀请码购买 before a shopper tries to buy.
 */
import { sql, type SQL } from 'drizzle-orm';
import { COMPLETED_TTM_SPUS } from '@shop/contracts/pdp-rules';

export function invitationOnlySql(spuCode: SQL): SQL {
  return sql`(EXISTS (SELECT 1 FROM ttm_spus t WHERE t.spu_code = ${spuCode}) AND NOT (${spuCode} = ANY(${sql.raw(`ARRAY[${COMPLETED_TTM_SPUS.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}]::text[]`)})))`;
}

/**
 * Prices in the console's forms: operators type yuan (two decimals), the API takes integer fen.
 * The rule converts and checks with the API's own schema (fenSchema), so the form refuses what
 * the API would, with the same message.
 */
import type { Rule } from 'antd/es/form';
import { fenSchema } from '@shop/contracts/catalogue-admin';

export const toFen = (yuan: number | null | undefined): number | null => (yuan === null || yuan === undefined ? null : Math.round(yuan * 100));
export const toYuan = (fen: number | null | undefined): number | null => (fen === null || fen === undefined ? null : fen / 100);
export const showYuan = (fen: number | null | undefined) => (fen === null || fen === undefined ? '—' : `¥${(fen / 100).toFixed(2)}`);

/** A yuan field checked as fen by fenSchema; `optional` lets it be empty (a channel without its own price). */
export function fenRule(optional = false): Rule {
  return {
    validator: async (_rule, value: number | null | undefined) => {
      if ((value === null || value === undefined) && optional) return;
      const parsed = fenSchema.safeParse(value === null || value === undefined ? undefined : toFen(value));
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '价格有误');
    },
  };
}

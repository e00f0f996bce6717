/**
 * The member's customized (bespoke) orders for the personal centre: orders of kind bespoke or
 * with a bespoke product, each with its bespoke lines and the choices made. Scoped by the
 * member id from the token.
 */
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts/order';
import type { CustomizedPage } from '@shop/contracts/inbox';
import type { Database } from '@shop/db';
import { createCustomizedQueries } from './customized-queries.ts';
import type { BespokeProducts } from './customized-needs.ts';

const bj = (d: Date) => formatBeijingTime(d.getTime());

function attrsOf(raw: unknown): { name: string; value: string }[] {
  if (Array.isArray(raw)) return raw.filter((a) => a && typeof a === 'object').map((a) => ({ name: String(a.name ?? ''), value: String(a.value ?? '') }));
  if (raw && typeof raw === 'object') return Object.entries(raw).map(([name, value]) => ({ name, value: String(value) }));
  return [];
}

export function createCustomizedOrders({ database, products }: { database: Database; products: BespokeProducts }) {
  const q = createCustomizedQueries(database.db, products);

  return {
    async listCustomizedOrders(memberId: number, pageNo: number, pageSize: number): Promise<CustomizedPage> {
      const { total, rows } = await q.bespokeOrdersPage(memberId, pageNo, pageSize);
      const lines = await q.linesOf(rows.map((r) => r.id));
      const bespoke = await products.bespokeSpus([...new Set(lines.map((x) => x.spuCode))]);
      return {
        list: rows.map((r) => ({
          orderNo: r.orderNo,
          status: r.status,
          statusTitle: ORDER_STATUS_LABELS[r.status as OrderStatus] ?? r.status,
          createdAt: bj(r.createdAt),
          payableAmt: r.payableAmt,
          detailUrl: `/Personalcenter/orderDeatil/${r.orderNo}`,
          lines: lines
            .filter((x) => x.orderId === r.id && (r.kind === 'bespoke' || bespoke.has(x.spuCode)))
            .map((x) => ({ skuCd: x.skuCode, spuCd: x.spuCode, skuNm: x.skuName, qty: x.qty, unitPrice: x.unitPrice, choices: attrsOf(x.attrs) })),
        })),
        total,
        pageNo,
        pageSize,
      };
    },
  };
}

export type CustomizedOrders = ReturnType<typeof createCustomizedOrders>;

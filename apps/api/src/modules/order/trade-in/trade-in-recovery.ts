/**
 * The recycling order of a trade-in's old device (回收单), kept with the new order it paid
 * towards: checkout opens it in the order's own transaction, and the order's life moves it
 * (the courier who delivers the new device takes the old one; a cancelled order cancels it),
 * each move through trade-in-flow.ts. Inspection, pricing and settlement are the console's and
 * the member's (trade-in-admin.ts, trade-in-routes.ts).
 */
import { schema, type Db, type Tx } from '@shop/db';
import { TRADE_IN_STEPS, type TradeInStatus } from '@shop/contracts/trade-in';
import { tradeInDeviceName } from '@shop/contracts/compare';
import { recoveryNo } from './recovery-no.ts';
import type { OrderCatalogue } from '../catalogue-needs.ts';
import { createTradeInFlow, type TradeInFlowDeps } from './trade-in-flow.ts';

const ti = schema.tradeInOrders;

export interface OpenRecovery {
  memberId: number;
  orderNo: string;
  modelCode: string;
  /** The credit the new order got for the old device (fen). */
  credit: number;
}

/** What happened to the new order that the recycling follows. */
export type OrderFact = 'delivered' | 'cancelled';

/**
 * `catalogue`: the trade-in models (product module), read on the order's transaction; `flow`:
 * the member's messages (and the carrier) the moves use.
 */
export function createTradeInRecovery(catalogue: Pick<OrderCatalogue, 'tradeInModel'>, flowDeps: TradeInFlowDeps = {}) {
  const flow = createTradeInFlow(flowDeps);
  return {
    /**
     * Opens the recycling order (status `created`, or a later one for test data); null when
     * the model is unknown or the order already has one.
     */
    async open(tx: Db | Tx, input: OpenRecovery, now: Date, status: TradeInStatus = 'created'): Promise<{ rclmOrdNo: string } | null> {
      const model = await catalogue.tradeInModel(input.modelCode, tx);
      if (!model) return null;
      const reached = (TRADE_IN_STEPS.accepted as readonly TradeInStatus[]).indexOf(status);
      const at = (i: number) => (reached >= i ? now : null);
      const [row] = await tx
        .insert(ti)
        .values({
          rclmOrdNo: recoveryNo(),
          orderNo: input.orderNo,
          memberId: input.memberId,
          modelCode: input.modelCode,
          deviceName: tradeInDeviceName(model.brand, model.name),
          platform: model.platform,
          estimate: model.estimate,
          subsidy: model.subsidy,
          credit: input.credit,
          status,
          statusSince: now,
          createdAt: now,
          pickedUpAt: at(1),
          inspectedAt: at(2),
          settledAt: at(4),
          cancelledAt: status === 'cancelled' ? now : null,
        })
        .onConflictDoNothing()
        .returning({ id: ti.id, rclmOrdNo: ti.rclmOrdNo });
      if (!row) return null;
      await flow.note(tx, row.id, 'created', '回收单已创建，等待上门取件', 'system', now);
      if (status !== 'created') await flow.note(tx, row.id, status, '（测试数据）直接登记为该状态', 'system', now);
      return { rclmOrdNo: row.rclmOrdNo };
    },

    /** Moves the order's recycling with the order (each a conditional UPDATE: applies once). */
    async follow(tx: Tx, orderNo: string, fact: OrderFact, now: Date): Promise<void> {
      if (fact === 'delivered') await flow.pickUp(tx, { orderNo }, 'system', now);
      // Only an order not yet shipped can be cancelled: its old device is still with the member.
      else await flow.cancelWithOrder(tx, orderNo, now);
    },
  };
}

export type TradeInRecovery = ReturnType<typeof createTradeInRecovery>;

/**
 * The recycling order of a trade-in's old device (回收单), kept with the new order it paid
 * towards: checkout opens it in the order's own transaction, and the order's life moves it
 * (the courier who delivers the new device takes the old one; a cancelled order cancels it).
 * Inspection and settlement belong to the recycling platform and come later.
 */
import { and, eq } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import { RECYCLE_STEPS, type RecycleStatus } from '@shop/contracts/inbox';
import { tradeInDeviceName } from '@shop/contracts/compare';
import { recoveryNo } from './recovery-no.ts';
import type { OrderCatalogue } from '../catalogue-needs.ts';

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

/** `catalogue`: the trade-in models (product module), read on the order's transaction. */
export function createTradeInRecovery(catalogue: Pick<OrderCatalogue, 'tradeInModel'>) {
  return {
    /**
     * Opens the recycling order (status `created`, or a later one for test data); null when
     * the model is unknown or the order already has one.
     */
    async open(tx: Db | Tx, input: OpenRecovery, now: Date, status: RecycleStatus = 'created'): Promise<{ rclmOrdNo: string } | null> {
      const model = await catalogue.tradeInModel(input.modelCode, tx);
      if (!model) return null;
      const reached = RECYCLE_STEPS.findIndex((s) => s.code === status);
      const at = (i: number) => (status !== 'cancelled' && reached >= i ? now : null);
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
          createdAt: now,
          pickedUpAt: at(1),
          inspectedAt: at(2),
          settledAt: at(3),
          cancelledAt: status === 'cancelled' ? now : null,
        })
        .onConflictDoNothing()
        .returning({ rclmOrdNo: ti.rclmOrdNo });
      return row ?? null;
    },

    /** Moves the order's recycling with the order (each a conditional UPDATE: applies once). */
    async follow(tx: Tx, orderNo: string, fact: OrderFact, now: Date): Promise<void> {
      if (fact === 'delivered') {
        await tx
          .update(ti)
          .set({ status: 'picked_up', pickedUpAt: now })
          .where(and(eq(ti.orderNo, orderNo), eq(ti.status, 'created')));
      } else {
        // Only an unpaid (or deposit-only) order can be cancelled: its old device is still with the member.
        await tx
          .update(ti)
          .set({ status: 'cancelled', cancelledAt: now })
          .where(and(eq(ti.orderNo, orderNo), eq(ti.status, 'created')));
      }
    },
  };
}

export type TradeInRecovery = ReturnType<typeof createTradeInRecovery>;

/**
 * What the winning records need from other modules, declared here and satisfied structurally
 * by the service app.ts hands over (the member module's points ledger), so that the draw and
 * the records read no table of another module.
 */

/** The member's lottery draws: point entries of kind 'lottery' (one per order). */
export interface LotteryEntries {
  /** One page of the member's draws, newest first, with their total. */
  lotteryEntriesPage(
    memberId: number,
    pageNo: number,
    pageSize: number,
  ): Promise<{ total: number; rows: { orderNo: string | null; delta: number; createdAt: Date }[] }>;
}

/** The prize entries of the draw (kind 'lottery', one per order and kind). */
export interface LotteryPoints {
  /** A prize tied to an order: one entry per order and kind, however often asked; answers its delta. */
  grantOnce(memberId: number, points: number, kind: string, orderNo: string, note: string, now: Date): Promise<number>;
  /** The entry of an order and kind, if any. */
  entryOf(orderNo: string, kind: string): Promise<{ delta: number; memberId: number } | undefined>;
}

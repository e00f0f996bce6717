/**
 * What the winning records need from other modules, declared here and satisfied structurally
 * by the service app.ts hands over (ModuleDeps.points, the member module's points ledger), so
 * that the records read no table of another module.
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

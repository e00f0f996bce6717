/**
 * The member's winning records (中奖记录): their post-payment draws, newest first. A draw is a
 * point entry of kind 'lottery' (one per order, written by the lottery through the points
 * service); read through the member module's points ledger (LotteryEntries), scoped by member.
 */
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import type { WinningPage } from '@shop/contracts/inbox';
import { LOTTERY_PRIZES } from './lottery.service.ts';
import type { LotteryEntries } from './lottery-needs.ts';

const bj = (d: Date) => formatBeijingTime(d.getTime());

export function createWinningRecords({ entries }: { entries: LotteryEntries }) {
  return {
    async listWinnings(memberId: number, pageNo: number, pageSize: number): Promise<WinningPage> {
      const { total, rows } = await entries.lotteryEntriesPage(memberId, pageNo, pageSize);
      return {
        list: rows.map((r) => ({
          orderNo: r.orderNo ?? '',
          points: r.delta,
          won: r.delta > 0,
          title: LOTTERY_PRIZES.find((x) => x.points === r.delta)?.title ?? (r.delta > 0 ? `${r.delta} 积分` : '谢谢参与'),
          drawnAt: bj(r.createdAt),
        })),
        total,
        pageNo,
        pageSize,
      };
    },
  };
}

export type WinningRecords = ReturnType<typeof createWinningRecords>;

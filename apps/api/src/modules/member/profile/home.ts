/**
 * The personal-centre home page summary (memberHome/homePage): read through the modules that
 * own each figure — order counts (order-queries), points (points service), coupons
 * (points-queries), star diamonds (stars part), unread messages (inbox part).
 */
import { maskMobile } from '@shop/contracts/masking';
import { HOME_SHORTCUTS, memberGroupName, type MemberHome } from '@shop/contracts/profile';
import type { ModuleDeps } from '../../../module-deps.ts';
import { createOrderQueries } from '../../order/lifecycle/order-queries.ts';
import { createSimulatedLogistics } from '../../../adapters/logistics/simulated-logistics.ts';
import { createPointsQueries } from '../points-ledger/points-queries.ts';
import { starBalanceOf } from '../stars/star-balance.ts';
import { unreadMessageCountOf } from '../inbox/index.ts';
import type { Member } from '../member.service.ts';

export function createMemberHome(deps: ModuleDeps) {
  const { database, clock } = deps.ctx;
  // Only counts() is used: it reads orders and never touches the logistics adapter.
  const orders = createOrderQueries(deps, createSimulatedLogistics());
  const pointsQueries = createPointsQueries(database, deps.memberCoupons);

  return async function homeOf(member: Member): Promise<MemberHome> {
    const now = clock.now();
    const [orderCounts, points, coupons, stars, unreadMessages] = await Promise.all([
      orders.counts(member.id),
      deps.points.balance(member.id),
      pointsQueries.coupons(member.id, { status: 'unused', pageNo: 1, pageSize: 1 }, now),
      starBalanceOf(database, deps.orderReads, member.id),
      unreadMessageCountOf(database, member.id),
    ]);
    return {
      member: {
        userNo: member.userNo,
        memNm: member.nickname,
        ava: member.avatarUrl,
        memGroupId: member.groupId,
        groupName: memberGroupName(member.groupId),
        gender: member.gender,
        mobile: maskMobile(member.mobile),
        roles: member.roles,
      },
      orderCounts,
      points,
      coupons: coupons.counts,
      stars: { effective: stars.effective, pending: stars.pending },
      unreadMessages,
      shortcuts: [...HOME_SHORTCUTS],
    };
  };
}

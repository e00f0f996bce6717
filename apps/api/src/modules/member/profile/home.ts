/**
 * The personal-centre home page summary (memberHome/homePage): read through the modules that
 * own each figure — order counts (order-queries), points (points service), coupons
 * (points-queries), star diamonds (stars part), unread messages (inbox part).
 */
import { maskMobile } from '@shop/contracts/masking';
import { HOME_SHORTCUTS, memberGroupName, type MemberHome } from '@shop/contracts/profile';
import type { MemberParts } from '../member-needs.ts';
import { createPointsQueries } from '../points-ledger/points-queries.ts';
import { starBalanceOf } from '../stars/star-balance.ts';
import { unreadMessageCountOf } from '../inbox/unread-count.ts';
import type { Member } from '../member.service.ts';

export function createMemberHome(deps: Pick<MemberParts, 'ctx' | 'memberCoupons' | 'orderReads' | 'points'>) {
  const { database, clock } = deps.ctx;
  const pointsQueries = createPointsQueries(database, deps.memberCoupons);

  return async function homeOf(member: Member): Promise<MemberHome> {
    const now = clock.now();
    const [orderCounts, points, coupons, stars, unreadMessages] = await Promise.all([
      deps.orderReads.counts(member.id),
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

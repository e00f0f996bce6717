/**
 * The order and member rows of a console detail page (售后, 回收单, 发票): the order number linking
 * to the order, and, where the page has one, the member (masked mobile and number) linking to the
 * member. Spread into the page's Descriptions items where they stand.
 */
import type { DescriptionsProps } from 'antd';
import { Link } from 'react-router';

type Item = NonNullable<DescriptionsProps['items']>[number];

export function orderMemberItems({
  orderNo,
  orderLabel = '订单号',
  member,
}: {
  orderNo: string;
  /** What the order is to this page (a trade-in's is 新机订单). */
  orderLabel?: string;
  member?: { memberId: number; memberMobile: string | null };
}): Item[] {
  return [
    { key: 'order', label: orderLabel, children: <Link to={`/orders/${orderNo}`}>{orderNo}</Link> },
    ...(member
      ? [
          {
            key: 'member',
            label: '会员',
            children: (
              <Link to={`/members/${member.memberId}`}>
                {member.memberMobile ?? '—'}（编号 {member.memberId}）
              </Link>
            ),
          },
        ]
      : []),
  ];
}

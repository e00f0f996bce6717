/**
 * What the 售后 queue and detail share: the state's tag, how long a request has been in its state
 * ("3小时", "2天5小时") and its SLA — red 已超时 past it, orange with under 4 hours left.
 */
import type { AfterSalesStatus } from '@shop/contracts/after-sales';
import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { slaState, spanText } from './after-sales-time.ts';

export const asTime = (ms: number | null | undefined) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '—');
/** The same within the year, for the queue's narrow columns. */
export const asShortTime = (ms: number) => dayjs(ms).format('MM-DD HH:mm');

// Solid tags with white text: the light preset tags miss AA contrast.
const STATUS_COLOURS: Record<AfterSalesStatus, string> = {
  submitted: '#ad4e00',
  awaiting_return: '#0958d9',
  awaiting_inspection: '#ad4e00',
  inspected: '#0958d9',
  refunding: '#0958d9',
  refund_failed: '#cf1322',
  exchange_shipped: '#0958d9',
  completed: '#237804',
  rejected: '#595959',
  cancelled: '#595959',
};

export const afterSalesStatusTag = (status: AfterSalesStatus, title: string) => <Tag color={STATUS_COLOURS[status]}>{title}</Tag>;

/** The SLA of a request: when it is due, and how it stands (— when it is not staff's to move). */
export function SlaText({ slaDueAt, overdue, now, short }: { slaDueAt: number | null; overdue: boolean; now: number; short?: boolean }) {
  const state = slaState(slaDueAt, overdue, now);
  if (slaDueAt === null || state === 'none') return <span>—</span>;
  const left = slaDueAt - now;
  if (state === 'overdue')
    return (
      <Space size={4} wrap>
        <Tag color="#cf1322">已超时</Tag>
        <Typography.Text type="danger">超时 {spanText(-left)}</Typography.Text>
      </Space>
    );
  return (
    <Space size={4} wrap>
      {state === 'warn' ? <Tag color="#ad4e00">剩余 {spanText(left)}</Tag> : <span>剩余 {spanText(left)}</span>}
      <Typography.Text type="secondary">{short ? asShortTime(slaDueAt) : asTime(slaDueAt)} 前</Typography.Text>
    </Space>
  );
}

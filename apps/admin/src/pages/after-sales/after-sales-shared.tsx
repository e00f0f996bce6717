/**
 * What the 售后 queue and detail share: the state's tag, how long a request has been in its state
 * ("3小时", "2天5小时") and its SLA — red 已超时 past it, orange with under 4 hours left.
 */
import type { AfterSalesStatus } from '@shop/contracts/after-sales';
import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Under this much time left the SLA shows orange. */
export const SLA_WARN_MS = 4 * HOUR;

export const asTime = (ms: number | null | undefined) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '—');
/** The same within the year, for the queue's narrow columns. */
export const asShortTime = (ms: number) => dayjs(ms).format('MM-DD HH:mm');

/** A span of time in Chinese, to the minute under an hour, else days and hours: 25分钟, 3小时, 2天5小时, 2天. */
export function spanText(ms: number): string {
  const span = Math.max(0, ms);
  if (span < HOUR) return `${Math.max(1, Math.floor(span / MINUTE))}分钟`;
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  if (days === 0) return `${hours}小时`;
  return hours ? `${days}天${hours}小时` : `${days}天`;
}

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
  if (slaDueAt === null) return <span>—</span>;
  const left = slaDueAt - now;
  if (overdue || left <= 0)
    return (
      <Space size={4} wrap>
        <Tag color="#cf1322">已超时</Tag>
        <Typography.Text type="danger">超时 {spanText(-left)}</Typography.Text>
      </Space>
    );
  return (
    <Space size={4} wrap>
      {left < SLA_WARN_MS ? <Tag color="#ad4e00">剩余 {spanText(left)}</Tag> : <span>剩余 {spanText(left)}</span>}
      <Typography.Text type="secondary">{short ? asShortTime(slaDueAt) : asTime(slaDueAt)} 前</Typography.Text>
    </Space>
  );
}

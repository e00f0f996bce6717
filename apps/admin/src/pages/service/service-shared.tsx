/**
 * What the 服务 screens share: times, the day-range and text filters of their lists, and the
 * status steps of a ticket or a request (each a button; 关闭 asks first, as it cannot be undone).
 */
import type { CrudFilter } from '@refinedev/core';
import { Button, Popconfirm, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export const serviceTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');
export const blankIsNone = (v: string) => v?.trim() || undefined;

/** The list filters: the given text fields trimmed, the status, and the Beijing days of the range. */
export function serviceFilters<F extends string>(
  v: Partial<Record<F, string>> & { status?: string; range?: [Dayjs | null, Dayjs | null] | null },
  fields: readonly F[],
): CrudFilter[] {
  return [
    ...fields.map((field): CrudFilter => ({ field, operator: 'eq', value: v[field]?.trim() || undefined })),
    { field: 'status', operator: 'eq', value: v.status },
    { field: 'from', operator: 'gte', value: v.range?.[0]?.format('YYYY-MM-DD') },
    { field: 'to', operator: 'lte', value: v.range?.[1]?.format('YYYY-MM-DD') },
  ];
}

export function StatusSteps<S extends string>(props: {
  steps: readonly S[];
  titles: Record<S, string>;
  busy: S | null;
  onMove: (s: S) => void;
  /** The button and the question of the closing step. */
  close: { label: string; confirm: string };
}) {
  const { steps, titles, busy, onMove, close } = props;
  return (
    <Space wrap>
      {steps.map((s) =>
        s === 'closed' ? (
          <Popconfirm key={s} title={close.confirm} okText="确认关闭" cancelText="取消" onConfirm={() => onMove(s)}>
            <Button danger loading={busy === s}>
              {close.label}
            </Button>
          </Popconfirm>
        ) : (
          <Button key={s} loading={busy === s} onClick={() => onMove(s)}>
            改为{titles[s]}
          </Button>
        ),
      )}
    </Space>
  );
}

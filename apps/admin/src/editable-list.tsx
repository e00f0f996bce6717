/**
 * What a console list whose rows are created and edited in a dialog shares (套装, 赠品, 服务,
 * 先试后买, 优惠券 and the 营销 activities): the list (20 a page, the search form's values as
 * filters), the row being edited or the new one being created, the dialog's props, a row
 * action's POST, and the frame and cells they show in.
 */
import { useTable } from '@refinedev/antd';
import type { BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import { App, Card, Space, type TablePaginationConfig, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { ApiError, api } from './api.ts';

/** The search form's values as they are: each field equal to its value (text trimmed), none when empty. */
const searchFilters = (values: object): CrudFilter[] =>
  Object.entries(values).map(([field, value]) => ({ field, operator: 'eq', value: (typeof value === 'string' ? value.trim() : value) || undefined }));

/** A row action's call (a POST, or a DELETE that removes the row): its success text, the list read again; a refusal's message shown. */
export function useRowAction(refetch: () => Promise<unknown>) {
  const { message } = App.useApp();
  return async (path: string, success: string, method: 'POST' | 'DELETE' = 'POST') => {
    try {
      await api(method, path);
      message.success(success);
      await refetch();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请稍后重试');
    }
  };
}

/**
 * The list with its dialog's state: `dialogProps` open the dialog on the row being edited (or
 * empty for 新建) and, once saved, close it and read the list again; `act` runs a row action.
 * `sorters` is the sort the list opens with (a column with `sorter: true` changes it; the API
 * sorts, so the list's resource needs `sort` in providers.ts).
 */
export function useEditableList<Row extends BaseRecord, Search extends object>(
  resource: string,
  filtersOf: (v: Search) => CrudFilter[] = searchFilters,
  sorters: CrudSort[] = [],
) {
  const [editing, setEditing] = useState<Row | null>(null);
  const [creating, setCreating] = useState(false);
  const table = useTable<Row, ApiError, Search>({
    resource,
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: sorters },
    onSearch: filtersOf,
  });
  const refetch = () => table.tableQuery.refetch();
  const close = () => {
    setEditing(null);
    setCreating(false);
  };
  return {
    ...table,
    setEditing,
    create: () => setCreating(true),
    act: useRowAction(refetch),
    dialogProps: {
      editing,
      open: creating || editing !== null,
      onClose: close,
      onSaved: async () => {
        close();
        await refetch();
      },
    },
  };
}

/** A list screen's frame: its heading, then the search form and the table. */
export function ListCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Card>
  );
}

/** The table's pages with the count of rows (`共 n 条`, or the unit given). */
export const withTotal = (pagination: TablePaginationConfig | false | undefined, unit = '条'): TablePaginationConfig => ({
  ...(pagination || {}),
  showTotal: (n) => `共 ${n} ${unit}`,
});

/** A cell of a name over its code (or any main text over a quieter second line). */
export function TwoLines({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <Space direction="vertical" size={0}>
      {main}
      <Typography.Text type="secondary">{sub}</Typography.Text>
    </Space>
  );
}

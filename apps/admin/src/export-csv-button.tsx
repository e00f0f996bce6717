/**
 * 导出 CSV for a console list: reads the list's own API page by page with the filters and sort
 * the table shows (at most `max` rows, and says so when it stops there), and saves a CSV for
 * Excel (csv.ts). Every long list in the console exports through this one button.
 */
import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ApiError, api, withQuery, type Query } from './api.ts';
import { downloadText, toCsv } from './csv.ts';

/** Rows fetched per request while exporting. */
const PAGE = 100;

export interface ExportCsvProps<Row> {
  /** The list's GET endpoint, answering `{ list, total }` for `page` and `pageSize`. */
  path: string;
  filters: CrudFilter[];
  sorters?: CrudSort[];
  /** At most this many rows (10,000 unless the list says otherwise). */
  max?: number;
  /** The file's name before the time stamp, e.g. 订单. */
  fileName: string;
  header: readonly string[];
  row: (r: Row) => readonly unknown[];
}

/** The query the list's API takes for what the table shows: filters with a value, and `sort` as `-field` for descending. */
export function listQuery(filters: CrudFilter[], sorters: CrudSort[] = []): Query {
  const query: Query = {};
  for (const f of filters) if ('field' in f && f.value !== undefined && f.value !== '') query[f.field] = f.value as string | number;
  const s = sorters[0];
  if (s) query.sort = `${s.order === 'desc' ? '-' : ''}${s.field}`;
  return query;
}

export function ExportCsvButton<Row>({ path, filters, sorters, max = 10_000, fileName, header, row }: ExportCsvProps<Row>) {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = listQuery(filters, sorters);
      const rows: Row[] = [];
      for (let page = 1; rows.length < max; page++) {
        const got = await api<{ list: Row[]; total: number }>('GET', withQuery(path, { ...query, page, pageSize: PAGE }));
        rows.push(...got.list);
        if (got.list.length < PAGE || rows.length >= got.total) break;
      }
      downloadText(`${fileName}-${dayjs().format('YYYYMMDD-HHmm')}.csv`, toCsv(header, rows.slice(0, max).map(row)));
      message.success(rows.length >= max ? `已导出前 ${max} 条，请缩小筛选范围导出其余部分` : `已导出 ${rows.length} 条`);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={exporting}>
      导出 CSV
    </Button>
  );
}

/**
 * 发票 → 发票列表 (permission invoices.write, 财务): every invoice issued, newest first, filtered by
 * number, order number, kind (蓝字 / 红字), type, status and issue dates (a range picker, as on the
 * other lists) — held in the address so a
 * filtered list survives a reload; each row links to its detail and downloads its PDF; the filtered
 * list exported as CSV for Excel (amounts in 元 with two decimals, negative for 红字).
 */
import type { CrudFilter } from '@refinedev/core';
import {
  INVOICE_KINDS,
  INVOICE_KIND_LABELS,
  INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  INVOICE_TYPES,
  INVOICE_TYPE_LABELS,
  adminInvoiceQuerySchema,
  type AdminInvoicePage,
  type AdminInvoiceRow,
} from '@shop/contracts/invoice';
import { fenToDecimal, formatYuan } from '@shop/contracts/money';
import { Alert, Card, Form, Input, Select, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withQuery } from '../../api.ts';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { DateRangeField, OrderNoField, blankIsNone } from '../../search-fields.tsx';
import { useApiData } from '../../use-api-data.ts';
import { zodRule } from '../../zod-rule.ts';

const PATH = '/api/admin/invoices';
const PAGE_SIZE = 20;
const FILTERS = ['invoiceNo', 'orderNo', 'kind', 'type', 'status', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;
/** The search form: the address's filters, with the two issue dates as one range. */
type FormValues = Omit<Filters, 'from' | 'to'> & { range?: [Dayjs | null, Dayjs | null] };
const DAY = 'YYYY-MM-DD';
const toForm = ({ from, to, ...rest }: Filters): FormValues => ({
  ...rest,
  range: from || to ? [from ? dayjs(from, DAY) : null, to ? dayjs(to, DAY) : null] : undefined,
});
const fromForm = ({ range, ...rest }: FormValues): Filters => ({
  ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || undefined : undefined])),
  from: range?.[0]?.format(DAY),
  to: range?.[1]?.format(DAY),
});
const { shape } = adminInvoiceQuerySchema;
const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((k) => ({ value: k, label: labels[k] }));

/** The console's PDF of an invoice (the API's plain route behind invoices.write). */
export const adminPdf = (invoiceNo: string) => `/api/admin/invoices/${invoiceNo}/pdf`;

export function InvoiceListPage() {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) || undefined])) as Filters;
  const page = Number(params.get('page')) || 1;
  const { data, loading, error } = useApiData<AdminInvoicePage>(withQuery(PATH, { ...filter, page, pageSize: PAGE_SIZE }));
  const [form] = Form.useForm<FormValues>();
  const formKey = FILTERS.map((f) => filter[f]).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey stands for the filters the form shows.
  useEffect(() => {
    form.setFieldsValue(toForm(filter));
  }, [form, formKey]);
  const go = (next: Filters & { page?: string }) => setParams(Object.fromEntries(Object.entries(next).filter((e): e is [string, string] => Boolean(e[1]))));
  const exportFilters: CrudFilter[] = FILTERS.map((field) => ({ field, operator: 'eq', value: filter[field] }));

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        发票
      </Typography.Title>
      <ListSearchForm<FormValues>
        formProps={{ form, onFinish: (v) => go(fromForm(v)) }}
        name="invoice-search"
        actions={
          <ExportCsvButton<AdminInvoiceRow>
            path={PATH}
            filters={exportFilters}
            fileName="发票"
            header={['发票号码', '订单号', '种类', '类型', '抬头', '税号', '金额（元）', '税额（元）', '价税合计（元）', '状态', '开票时间']}
            row={(r) => [
              r.invoiceNo,
              r.orderNo,
              r.kindLabel,
              r.typeLabel,
              r.title,
              r.taxNo ?? '',
              fenToDecimal(r.amount),
              fenToDecimal(r.tax),
              fenToDecimal(r.total),
              r.statusLabel,
              r.issuedAt,
            ]}
          />
        }
      >
        <Form.Item label="发票号码" name="invoiceNo" normalize={blankIsNone} rules={[zodRule(shape.invoiceNo)]}>
          <Input allowClear placeholder="20位发票号码" style={{ width: 200 }} />
        </Form.Item>
        <OrderNoField rule={shape.orderNo} width={190} />
        <Form.Item label="种类" name="kind">
          <Select allowClear placeholder="全部" style={{ width: 110 }} options={options(INVOICE_KINDS, INVOICE_KIND_LABELS)} />
        </Form.Item>
        <Form.Item label="类型" name="type">
          <Select allowClear placeholder="全部" style={{ width: 190 }} options={options(INVOICE_TYPES, INVOICE_TYPE_LABELS)} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select allowClear placeholder="全部" style={{ width: 100 }} options={options(INVOICE_STATUSES, INVOICE_STATUS_LABELS)} />
        </Form.Item>
        <DateRangeField label="开票日期" name="range" />
      </ListSearchForm>
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />}
      <Table<AdminInvoiceRow>
        rowKey="invoiceNo"
        size="middle"
        loading={loading}
        dataSource={data?.list}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (p) => go({ ...filter, page: p > 1 ? String(p) : undefined }),
        }}
        columns={[
          { title: '发票号码', dataIndex: 'invoiceNo', width: 200, render: (v: string) => <Link to={`/invoices/${v}`}>{v}</Link> },
          { title: '订单号', dataIndex: 'orderNo', width: 180, render: (v: string) => <Link to={`/orders/${v}`}>{v}</Link> },
          { title: '种类', dataIndex: 'kindLabel', width: 90, render: (v: string, r) => <Tag color={r.kind === 'red' ? 'red' : 'blue'}>{v}</Tag> },
          { title: '类型', dataIndex: 'typeLabel', width: 170 },
          { title: '抬头', dataIndex: 'title', ellipsis: true },
          { title: '价税合计', dataIndex: 'total', align: 'right', width: 110, render: (v: number) => formatYuan(v, { decimals: 'fixed' }) },
          { title: '状态', dataIndex: 'statusLabel', width: 80 },
          { title: '开票时间', dataIndex: 'issuedAt', width: 160 },
          {
            title: '操作',
            key: 'pdf',
            width: 90,
            render: (_: unknown, r) => (
              <a href={adminPdf(r.invoiceNo)} download aria-label={`下载发票 ${r.invoiceNo} 的 PDF`}>
                下载 PDF
              </a>
            ),
          },
        ]}
      />
    </Card>
  );
}

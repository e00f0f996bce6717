/**
 * 发票 → 发票详情 (invoices.write): the buyer and seller, the lines with tax, the totals in figures
 * and in capitals, the PDF, and the order's other invoices (the blue one a red-letter invoice
 * cancels, the one re-issued after a refund).
 */
import type { AdminInvoiceDetail, InvoiceSummary } from '@shop/contracts/invoice';
import { fenToDecimal, formatYuan } from '@shop/contracts/money';
import { Alert, Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { DetailHeading } from '../../detail-heading.tsx';
import { orderMemberItems } from '../../order-member-items.tsx';
import { useApiData } from '../../use-api-data.ts';

export function InvoiceDetailPage() {
  const { invoiceNo = '' } = useParams();
  const { data: d, error } = useApiData<AdminInvoiceDetail>(`/api/admin/invoices/${encodeURIComponent(invoiceNo)}`);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <DetailHeading
        back="/invoices"
        backLabel="返回发票列表"
        title={`发票 ${invoiceNo}`}
        status={d ? <Tag color={d.kind === 'red' ? 'red' : 'blue'}>{d.kindLabel}</Tag> : null}
      >
        {d ? (
          <Button type="primary" href={d.adminPdfUrl} download>
            下载 PDF
          </Button>
        ) : null}
      </DetailHeading>
      {error && <Alert type="error" showIcon message={error.message} />}
      {d ? (
        <>
          <Card>
            <Descriptions
              column={{ xs: 1, md: 2 }}
              size="small"
              items={[
                { key: 'type', label: '发票类型', children: d.typeLabel },
                { key: 'status', label: '状态', children: d.statusLabel },
                ...orderMemberItems({ orderNo: d.orderNo }),
                { key: 'issuedAt', label: '开票时间', children: d.issuedAt },
                { key: 'title', label: '购买方名称', children: d.title },
                { key: 'taxNo', label: '纳税人识别号', children: d.taxNo ?? '—' },
                ...(d.type === 'special'
                  ? [
                      { key: 'reg', label: '地址、电话', children: `${d.regAddress ?? ''} ${d.regPhone ?? ''}` },
                      { key: 'bank', label: '开户行及账号', children: `${d.bankName ?? ''} ${d.bankAccount ?? ''}` },
                    ]
                  : []),
                { key: 'email', label: '接收邮箱', children: d.email ?? '—' },
                { key: 'seller', label: '销售方', children: `${d.seller.name}（${d.seller.taxNo}）` },
                ...(d.redOf ? [{ key: 'redOf', label: '对应蓝字发票', children: <Link to={`/invoices/${d.redOf}`}>{d.redOf}</Link> }] : []),
              ]}
            />
          </Card>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>明细</h2>}>
            <Table
              rowKey={(_, i) => String(i)}
              size="small"
              pagination={false}
              dataSource={d.lines}
              columns={[
                { title: '项目名称', dataIndex: 'name' },
                { title: '规格型号', dataIndex: 'spec' },
                { title: '数量', dataIndex: 'qty', align: 'right' },
                { title: '单价', dataIndex: 'unitPrice', align: 'right' },
                { title: '金额', dataIndex: 'amount', align: 'right', render: fenToDecimal },
                { title: '税率', dataIndex: 'ratePercent', align: 'right', render: (v: number) => `${v}%` },
                { title: '税额', dataIndex: 'tax', align: 'right', render: fenToDecimal },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={4}>
                    合计（价税合计 {formatYuan(d.total, { decimals: 'fixed' })}，大写 {d.amountInCapitals}）
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    {fenToDecimal(d.amount)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} />
                  <Table.Summary.Cell index={6} align="right">
                    {fenToDecimal(d.tax)}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          </Card>
          {d.related.length > 0 ? (
            <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>同一订单的其他发票</h2>}>
              <Table<InvoiceSummary>
                rowKey="invoiceNo"
                size="small"
                pagination={false}
                dataSource={d.related}
                columns={[
                  { title: '发票号码', dataIndex: 'invoiceNo', render: (v: string) => <Link to={`/invoices/${v}`}>{v}</Link> },
                  { title: '种类', dataIndex: 'kindLabel' },
                  { title: '状态', dataIndex: 'statusLabel' },
                  { title: '价税合计', dataIndex: 'total', align: 'right', render: (v: number) => formatYuan(v, { decimals: 'fixed' }) },
                  { title: '开票时间', dataIndex: 'issuedAt' },
                ]}
              />
            </Card>
          ) : null}
        </>
      ) : null}
    </Space>
  );
}

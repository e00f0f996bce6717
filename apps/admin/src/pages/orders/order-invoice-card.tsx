/**
 * 订单详情 → 发票 (orders.read): where the order's e-invoice stands (未申请, 待开票, 已开具, 已红冲)
 * and each invoice's number, kind, status, total and issue time, so that 客服 and 仓储 (who may not
 * open 发票) can answer whether and when the order was invoiced. The number links to 发票详情 only
 * for a role with invoices.write: the console hides what a role cannot open.
 */
import type { AdminOrderDetail } from '@shop/contracts/admin-orders';
import type { AdminOrderInvoice } from '@shop/contracts/invoice';
import { formatYuan } from '@shop/contracts/money';
import { Card, Descriptions, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { can, useProfile } from '../../profile-store.ts';

type Row = AdminOrderInvoice['invoices'][number];
const STATE_COLORS: Record<AdminOrderInvoice['state'], string> = { none: 'default', waiting: 'gold', issued: 'green', reversed: 'red' };

export function OrderInvoiceCard({ detail }: { detail: AdminOrderDetail }) {
  const profile = useProfile();
  const mayOpen = can(profile, 'invoices.write');
  const { invoice, order } = detail;
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>发票</h2>}>
      <Descriptions
        column={2}
        size="small"
        items={[
          {
            key: 'state',
            label: '开票状态',
            children: (
              <Tag color={STATE_COLORS[invoice.state]} data-testid="order-invoice-state">
                {invoice.stateLabel}
              </Tag>
            ),
          },
          { key: 'asked', label: '下单时申请', children: order.invoice ? `${order.invoice.typeLabel}：${order.invoice.title}` : '不开发票' },
        ]}
      />
      {invoice.invoices.length > 0 && (
        <Table<Row>
          rowKey="invoiceNo"
          size="small"
          pagination={false}
          dataSource={invoice.invoices}
          columns={[
            {
              title: '发票号码',
              dataIndex: 'invoiceNo',
              render: (no: string) => (mayOpen ? <Link to={`/invoices/${no}`}>{no}</Link> : <span data-testid="order-invoice-no">{no}</span>),
            },
            { title: '种类', dataIndex: 'kindLabel' },
            { title: '状态', dataIndex: 'statusLabel' },
            { title: '价税合计', dataIndex: 'total', align: 'right', render: (v: number) => (v < 0 ? `-${formatYuan(-v)}` : formatYuan(v)) },
            { title: '开具时间', dataIndex: 'issuedAt' },
          ]}
        />
      )}
    </Card>
  );
}

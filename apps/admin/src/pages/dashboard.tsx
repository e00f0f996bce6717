/**
 * 概览 (permission reports.read; the console's 首页 for those roles): today's and the last 30
 * Beijing days' orders, paid orders and money taken, the share of orders paid, best sellers and
 * stock alerts, as charts (@ant-design/plots, loaded with this screen only: the sign-in page does
 * not carry it). Visitors are not recorded by the web shop: the screen says so instead of a number.
 */
import { Bar, Column, Line } from '@ant-design/plots';
import type { Dashboard } from '@shop/contracts/admin-orders';
import { formatYuan } from '@shop/contracts/money';
import { Alert, Card, Col, Result, Row, Spin, Statistic, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError, api } from '../api.ts';

const yuan = (fen: number) => formatYuan(fen);

export function DashboardPage() {
  const [data, setData] = useState<Dashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<Dashboard>('GET', '/api/admin/reports/dashboard')
      .then(setData)
      .catch((e) => setError(e instanceof ApiError ? e.message : '加载失败，请稍后重试'));
  }, []);
  if (error) return <Result status="error" title={error} />;
  if (!data) return <Spin aria-label="加载中" />;

  const t = data.todayFigures;
  const orderSeries = data.days.flatMap((d) => [
    { day: d.day.slice(5), kind: '下单', n: d.orders },
    { day: d.day.slice(5), kind: '支付', n: d.paidOrders },
  ]);
  const amountSeries = data.days.map((d) => ({ day: d.day.slice(5), yuan: d.paidAmount / 100 }));
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        概览
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col span={6}>
          <Card>
            <Statistic title={`今日订单（${data.today}）`} value={t.orders} suffix="单" />
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="今日支付金额" value={yuan(t.paidAmount)} />
            <Typography.Text type="secondary">
              支付订单 {t.paidOrders} 单 · 下单会员 {t.buyers} 人
            </Typography.Text>
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="近30天支付金额" value={yuan(data.last30.paidAmount)} />
            <Typography.Text type="secondary">
              下单 {data.last30.orders} 单 · 支付 {data.last30.paidOrders} 单
            </Typography.Text>
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic
              title="近30天下单支付率"
              value={data.orderPayRate === null ? '—' : `${(data.orderPayRate * 100).toFixed(1)}%`}
              aria-describedby="pay-rate-note"
            />
            <Typography.Text type="secondary" id="pay-rate-note">
              已付款订单 ÷ 下单数
            </Typography.Text>
          </Card>
        </Col>
      </Row>
      <Alert
        style={{ marginBlock: 16 }}
        type="info"
        showIcon
        message="访客与访客转化率"
        description={data.visitors === null ? data.visitorsNote : `近30天访客 ${data.visitors} 人`}
      />
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>近30天订单数</h2>}>
            <div role="img" aria-label={`近30天订单数折线图：共下单 ${data.last30.orders} 单，支付 ${data.last30.paidOrders} 单`}>
              <Line data={orderSeries} xField="day" yField="n" colorField="kind" height={260} axis={{ y: { title: '单' } }} />
            </div>
          </Card>
        </Col>
        <Col span={12}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>近30天支付金额（元）</h2>}>
            <div role="img" aria-label={`近30天支付金额柱状图：合计 ${yuan(data.last30.paidAmount)}`}>
              <Column data={amountSeries} xField="day" yField="yuan" height={260} />
            </div>
          </Card>
        </Col>
        <Col span={12}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>近30天热销商品（件）</h2>}>
            {data.topProducts.length ? (
              <div role="img" aria-label={`热销商品：${data.topProducts.map((p) => `${p.name} ${p.units} 件`).join('，')}`}>
                <Bar data={data.topProducts} xField="name" yField="units" height={260} />
              </div>
            ) : (
              <Typography.Text type="secondary">近30天暂无已支付订单</Typography.Text>
            )}
          </Card>
        </Col>
        <Col span={12}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>库存预警</h2>}>
            <Table
              rowKey="skuCode"
              size="small"
              pagination={false}
              dataSource={data.stockAlerts}
              locale={{ emptyText: '暂无低于预警值的在售 SKU' }}
              columns={[
                { title: 'SKU', dataIndex: 'skuCode' },
                { title: '名称', dataIndex: 'name' },
                { title: '库存', dataIndex: 'stock', align: 'right' },
                { title: '预警值', dataIndex: 'lowStock', align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

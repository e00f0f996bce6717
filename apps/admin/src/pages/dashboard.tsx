/**
 * 概览 (permission reports.read; on the console's 首页 under the welcome for those roles): today's and the last 30
 * Beijing days' visitors (unique browsers a day, from the shop's beacon), orders, paid orders and
 * money taken, the visitor conversion (orders ÷ visitors) and the share of orders paid, best
 * sellers and stock alerts, as charts (@ant-design/plots, loaded with this screen only: the
 * sign-in page does not carry it).
 */
import type { Dashboard } from '@shop/contracts/admin-orders';
import { formatYuan } from '@shop/contracts/money';
import { Card, Col, Result, Row, Spin, Statistic, Table, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError, api } from '../api.ts';

const yuan = (fen: number) => formatYuan(fen);
const percent = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);
// The charts library (G2) is most of this screen's code: fetched after the figures are shown, so
// the figures and tables come first and leaving 首页 at once is not held up by it.
const DayCharts = lazy(() => import('./dashboard-charts.tsx').then((m) => ({ default: m.DayCharts })));
const TopChart = lazy(() => import('./dashboard-charts.tsx').then((m) => ({ default: m.TopChart })));
const chartWait = <Spin aria-label="图表加载中" />;

/**
 * True a moment after the figures are shown, when the browser is idle: the charts' code is
 * fetched then, so someone who goes on to another screen at once never waits for it.
 */
function useChartsWhenIdle(ready: boolean): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let idle = 0;
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(() => setOn(true), { timeout: 2000 });
      else setOn(true);
    }, 800);
    return () => {
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [ready]);
  return on;
}

export function DashboardPage() {
  const [data, setData] = useState<Dashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const charts = useChartsWhenIdle(data !== null);
  useEffect(() => {
    api<Dashboard>('GET', '/api/admin/reports/dashboard')
      .then(setData)
      .catch((e) => setError(e instanceof ApiError ? e.message : '加载失败，请稍后重试'));
  }, []);
  if (error) return <Result status="error" title={error} />;
  if (!data) return <Spin aria-label="加载中" />;

  const t = data.todayFigures;
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        概览
      </Typography.Title>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Card data-testid="today-visitors">
            <Statistic title={`今日访客（${data.today}）`} value={t.visitors} suffix="人" />
            <Typography.Text type="secondary">每个浏览器每天计一次</Typography.Text>
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="今日订单" value={t.orders} suffix="单" />
            <Typography.Text type="secondary">下单会员 {t.buyers} 人</Typography.Text>
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="今日支付金额" value={yuan(t.paidAmount)} />
            <Typography.Text type="secondary">支付订单 {t.paidOrders} 单</Typography.Text>
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="今日访客下单转化率" value={percent(data.conversion.today)} aria-describedby="conversion-note-today" />
            <Typography.Text type="secondary" id="conversion-note-today">
              今日下单数 ÷ 今日访客数
            </Typography.Text>
          </Card>
        </Col>
        <Col span={6}>
          <Card data-testid="last30-visitors">
            <Statistic title="近30天访客" value={data.last30.visitors} suffix="人次" />
            <Typography.Text type="secondary">每日去重后相加</Typography.Text>
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
            <Statistic title="近30天访客下单转化率" value={percent(data.conversion.last30)} aria-describedby="conversion-note-30" />
            <Typography.Text type="secondary" id="conversion-note-30">
              下单数 ÷ 每日访客之和
            </Typography.Text>
          </Card>
        </Col>
        <Col span={6}>
          <Card>
            <Statistic title="近30天下单支付率" value={percent(data.orderPayRate)} aria-describedby="pay-rate-note" />
            <Typography.Text type="secondary" id="pay-rate-note">
              已付款订单 ÷ 下单数
            </Typography.Text>
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <Card title={<h3 style={{ fontSize: 16, margin: 0 }}>近30天访客与订单数</h3>}>
            <div
              role="img"
              aria-label={`近30天访客与订单数折线图：访客 ${data.last30.visitors} 人次，下单 ${data.last30.orders} 单，支付 ${data.last30.paidOrders} 单`}
            >
              <Suspense fallback={chartWait}>{charts ? <DayCharts days={data.days} show="orders" /> : chartWait}</Suspense>
            </div>
          </Card>
        </Col>
        <Col span={12}>
          <Card title={<h3 style={{ fontSize: 16, margin: 0 }}>近30天支付金额（元）</h3>}>
            <div role="img" aria-label={`近30天支付金额柱状图：合计 ${yuan(data.last30.paidAmount)}`}>
              <Suspense fallback={chartWait}>{charts ? <DayCharts days={data.days} show="amount" /> : chartWait}</Suspense>
            </div>
          </Card>
        </Col>
        <Col span={12}>
          <Card title={<h3 style={{ fontSize: 16, margin: 0 }}>近30天热销商品（件）</h3>}>
            {data.topProducts.length ? (
              <div role="img" aria-label={`热销商品：${data.topProducts.map((p) => `${p.name} ${p.units} 件`).join('，')}`}>
                <Suspense fallback={chartWait}>{charts ? <TopChart products={data.topProducts} /> : chartWait}</Suspense>
              </div>
            ) : (
              <Typography.Text type="secondary">近30天暂无已支付订单</Typography.Text>
            )}
          </Card>
        </Col>
        <Col span={12}>
          <Card title={<h3 style={{ fontSize: 16, margin: 0 }}>库存预警</h3>}>
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

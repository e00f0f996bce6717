/**
 * The 概览 charts (@ant-design/plots, G2 5: visitors and orders a day, money a day, best sellers), in their own chunk: loaded by dashboard.tsx after
 * the figures are on the screen. No animation: the figures are read, not watched, and animating
 * three charts kept the console's only thread busy on slow machines.
 */
import { Bar, Column, Line } from '@ant-design/plots';
import type { Dashboard } from '@shop/contracts/admin-orders';

export function DayCharts({ days, show }: { days: Dashboard['days']; show: 'orders' | 'amount' }) {
  if (show === 'amount') {
    const data = days.map((d) => ({ day: d.day.slice(5), yuan: d.paidAmount / 100 }));
    return <Column data={data} xField="day" yField="yuan" height={260} animate={false} />;
  }
  const data = days.flatMap((d) => [
    { day: d.day.slice(5), kind: '访客', n: d.visitors },
    { day: d.day.slice(5), kind: '下单', n: d.orders },
    { day: d.day.slice(5), kind: '支付', n: d.paidOrders },
  ]);
  return <Line data={data} xField="day" yField="n" colorField="kind" height={260} animate={false} axis={{ y: { title: '人 / 单' } }} />;
}

export function TopChart({ products }: { products: Dashboard['topProducts'] }) {
  return <Bar data={products} xField="name" yField="units" height={260} animate={false} />;
}

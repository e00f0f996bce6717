/** Small display helpers of the order pages. */

/** 1799000 ms → '29分59秒'; hours shown when there are any. */
export function remainingText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const d = Math.floor(h / 24);
  if (d > 0) return `${d}天${h % 24}小时${m}分`;
  return h > 0 ? `${h}小时${m}分${sec}秒` : `${m}分${sec}秒`;
}

export const orderListPath = (tab = 'all') => (tab === 'all' ? '/Personalcenter/Personalcenter_order' : `/Personalcenter/Personalcenter_order/${tab}`);
export const orderDetailPath = (orderNo: string, history = false) =>
  history ? `/Personalcenter/historyorderDeatil/${orderNo}` : `/Personalcenter/orderDeatil/${orderNo}`;
export const logisticsPath = (orderNo: string) => `/Personalcenter/logistics_Details/${orderNo}`;
export const payPath = (orderNo: string) => `/order/wxpay?ordNo=${orderNo}`;

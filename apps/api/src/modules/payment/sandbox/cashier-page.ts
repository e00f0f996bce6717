/**
 * The sandbox gateway's HTML pages, in Chinese: the cashier the shopper is sent to (alipay,
 * unionpay, unionpayint, cmbpay, chinaums) and the phone page a wxpay / jdpay QR code points
 * to (opening it = scanning). Both offer 确认支付 and 模拟支付失败; the plain form POST works
 * without script, at any width.
 */
import { PAY_METHOD_NAMES, type PayMethod } from '@shop/contracts/checkout';
import { fenToDecimal } from '@shop/contracts/money';
import type { SandboxTrade, TradeExtra } from './sandbox-gateway.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
header{background:#1d3c78;color:#fff;padding:14px 20px;font-size:16px;font-weight:600}
header small{font-weight:400;opacity:.8;margin-left:8px}
main{max-width:480px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.06)}
.amount{font-size:34px;font-weight:700;text-align:center;margin:8px 0 4px}
.subject{text-align:center;color:#646a73;margin-bottom:20px;word-break:break-all}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px;font-size:14px}
dt{color:#8f959e}dd{margin:0;text-align:right;word-break:break-all}
button{display:block;width:100%;height:48px;border-radius:24px;font-size:16px;border:0;cursor:pointer;margin-top:12px}
.ok{background:#1677ff;color:#fff}.bad{background:#fff;color:#d4380d;border:1px solid #d4380d}
label.flag{display:flex;gap:8px;align-items:center;margin-top:16px;font-size:12px;color:#8f959e}
.note{font-size:12px;color:#8f959e;margin-top:16px;text-align:center}
.result{text-align:center;font-size:20px;font-weight:600;margin:8px 0 12px}
a.back{display:block;text-align:center;color:#1677ff;margin-top:8px}
`;

function layout(title: string, method: PayMethod, inner: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)}</title><style>${STYLE}</style></head><body><header>${esc(PAY_METHOD_NAMES[method])}<small>沙箱环境</small></header><main>${inner}</main></body></html>`;
}

export function cashierPage(trade: SandboxTrade, view: 'cashier' | 'scan'): string {
  const method = trade.method as PayMethod;
  const extra = trade.extra as TradeExtra;
  const action = `/api/sandbox/${method}/cashier/${encodeURIComponent(trade.tradeNo)}`;
  const rows: [string, string][] = [
    ['收款方', '星辰官方商城'],
    ['商户订单号', trade.outTradeNo],
    ['交易号', trade.tradeNo],
  ];
  if (extra.periods) rows.push(['分期', `${extra.periods} 期，每期约 ¥${fenToDecimal(Math.ceil(trade.amount / extra.periods))}`]);
  if (trade.status !== 'waiting')
    return resultPage(
      method,
      trade.status === 'success' ? '该笔交易已支付' : '该笔交易已关闭',
      trade.status === 'success' ? '请返回商户页面查看订单。' : '请返回商户页面重新发起支付。',
    );
  return layout(
    `${PAY_METHOD_NAMES[method]} - 收银台`,
    method,
    `<div class="card">
<div class="subject">${view === 'scan' ? '扫码支付 · ' : ''}${esc(trade.subject)}</div>
<div class="amount" data-testid="sandbox-amount">¥${fenToDecimal(trade.amount)}</div>
<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>
<form method="post" action="${action}/confirm">
<input type="hidden" name="view" value="${view}">
<button class="ok" type="submit">确认支付</button>
<label class="flag"><input type="checkbox" name="notify" value="0">模拟通知丢失（不发送异步通知）</label>
</form>
<form method="post" action="${action}/fail"><input type="hidden" name="view" value="${view}"><button class="bad" type="submit">模拟支付失败</button></form>
<p class="note">本页面为本地沙箱收银台，不会产生真实扣款。</p>
</div>`,
  );
}

export function resultPage(method: PayMethod, title: string, message: string, back?: { href: string; label: string }): string {
  const link = back ? `<a class="back" href="${esc(back.href)}">${esc(back.label)}</a>` : '';
  return layout(
    title,
    method,
    `<div class="card"><div class="result" data-testid="sandbox-result">${esc(title)}</div><p class="subject">${esc(message)}</p>${link}</div>`,
  );
}

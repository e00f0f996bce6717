/**
 * The checkout page (spec 2.9) for /order/orderInfo and its variants (ttmOrderInfo,
 * acorderInfo, eupOrderInfo, YouMakeOrderInfo) and the app's /appOrder/… web views. The
 * loader asks the server for the priced view (cart selection, or `?buyNow=` token); every
 * choice that changes money asks it again (use-checkout), the rest (delivery date, invoice,
 * payment method, remark) stays in the page until 提交订单 (submit-order).
 */
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PayMethod } from '@shop/contracts/checkout';
import type { Route } from './+types/checkout-page';
import { routeMeta } from '../../../lib/meta';
import { notifyCartChanged } from '../../../lib/chrome-cart';
import { showToast } from '../../../lib/toast';
import { MessageDialog } from '../../../chrome/dialogs';
import { loadCheckout } from './checkout.server';
import { useCheckout } from './use-checkout';
import { submitOrder } from './submit-order';
import { EMPTY_INVOICE, invoiceOf, type InvoiceDraft } from './invoice-draft';
import { AddressSection } from './AddressSection';
import { DeliveryDateSection } from './DeliveryDateSection';
import { LinesSection } from './LinesSection';
import { InvoiceSection } from './InvoiceSection';
import { CouponSection } from './CouponSection';
import { ClaimableCoupons } from '../../../components/claimable-coupons/ClaimableCoupons';
import { CheckoutServicePromises } from '../../../components/service-promises/CheckoutServicePromises';
import { PointsSection } from './PointsSection';
import { InstalmentSection } from './InstalmentSection';
import { PayMethodSection } from './PayMethodSection';
import { RemarkSection } from './RemarkSection';
import { SummaryBar } from './SummaryBar';
import { Section } from './Section';
import { formatYuan } from '@shop/contracts/money';
import styles from './checkout.module.css';

export const meta = routeMeta;

export function loader(args: Route.LoaderArgs) {
  return loadCheckout(args);
}

/** Never reuse a priced view: a new visit (or a revalidation) asks the server again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: { currentUrl: URL; nextUrl: URL; defaultShouldRevalidate: boolean }) {
  if (currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  // A new address (another buy-now token) is a new checkout.
  return <CheckoutPage key={loaderData.source.type === 'buyNow' ? loaderData.source.token : 'cart'} data={loaderData} />;
}

type Data = Route.ComponentProps['loaderData'];

function CheckoutPage({ data }: { data: Data }) {
  const { source, mobile } = data;
  const navigate = useNavigate();
  const { view, failure, setFailure, loading, confirm } = useCheckout(source, data.view, data.failure);

  const [deliveryDate, setDeliveryDate] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<InvoiceDraft>(EMPTY_INVOICE);
  const [invoiceErrors, setInvoiceErrors] = useState(false);
  const [method, setMethod] = useState<PayMethod | null>(null);
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The state flag disables the button; the ref stops a second click landing before React re-renders.
  const inFlight = useRef(false);
  const closeNotice = useCallback(() => setNotice(null), []);

  if (!view || failure) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>确认订单</h1>
        <div className={styles.failure} role="alert" data-testid="checkout-failure" data-code={failure?.code}>
          <p>{failure?.message ?? '订单信息加载失败，请稍后重试'}</p>
          <div className={styles.failureActions}>
            <Link to="/shoppingCart" className="btn btn-primary">
              返回购物车
            </Link>
            <button type="button" className="btn" onClick={() => void confirm()}>
              重新加载
            </button>
          </div>
        </div>
      </div>
    );
  }

  const dates = view.delivery?.dates ?? [];
  const chosenDate = deliveryDate && dates.includes(deliveryDate) ? deliveryDate : (dates[0] ?? null);
  const payMethod = method && view.payMethods.some((m) => m.code === method) ? method : (view.payMethods[0]?.code ?? null);
  const trial = view.kind === 'trybuy';
  const blockedReason = !view.address ? '请先添加收货地址' : !payMethod ? '暂无可用的支付方式' : null;

  const choosePeriods = (p: number | null) => {
    void confirm({ periods: (p ?? undefined) as 3 | 6 | 12 | 24 | undefined });
    // Periods are paid through an instalment method; pick one if the current one is not.
    if (p !== null && !view.payMethods.find((m) => m.code === payMethod)?.instalment) {
      const inst = view.payMethods.find((m) => m.instalment);
      if (inst) setMethod(inst.code);
    }
  };
  const chooseMethod = (m: PayMethod) => {
    setMethod(m);
    const instalment = view.payMethods.find((x) => x.code === m)?.instalment;
    if (!instalment && view.periods) void confirm({ periods: undefined });
  };

  const onSubmit = async () => {
    if (inFlight.current || !view.address || !payMethod) return;
    const inv = invoiceOf(invoice);
    if (invoice.wanted && !inv.invoice) {
      setInvoiceErrors(true);
      document.querySelector('[data-testid="checkout-invoice"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    let leaving = false;
    try {
      const out = await submitOrder(view, {
        source,
        addressId: view.address.id,
        deliveryDate: chosenDate,
        invoice: inv.invoice,
        remark,
        method: payMethod,
      });
      switch (out.kind) {
        case 'placed':
          leaving = true;
          if (source.type === 'cart') notifyCartChanged();
          void navigate(out.to, { replace: true });
          return;
        case 'priceChanged':
          setNotice(out.message);
          await confirm();
          return;
        case 'tokenExpired':
          showToast(out.message);
          await confirm();
          return;
        case 'blocked':
          setFailure({ code: out.code, message: out.message });
          return;
        case 'refused':
          showToast(out.message);
          return;
        case 'handled':
          return;
      }
    } finally {
      // Leaving for the cashier: keep the button disabled until the page is gone.
      if (!leaving) {
        inFlight.current = false;
        setSubmitting(false);
      }
    }
  };

  return (
    <div className={styles.page} data-testid="checkout" data-kind={view.kind} data-variant={data.variant}>
      <h1 className={styles.title}>确认订单</h1>
      <div className={styles.layout}>
        <div className={`${styles.main} ${loading ? styles.busy : ''}`} aria-busy={loading || undefined}>
          <AddressSection address={view.address} onChoose={(id) => confirm({ addressId: id })} mobile={mobile} />
          <DeliveryDateSection delivery={view.delivery} value={chosenDate ?? ''} onChange={setDeliveryDate} />
          <LinesSection lines={view.lines} kind={view.kind} />
          {view.kind === 'presale' ? (
            <p className={styles.presaleNote} role="note">
              预售商品需先支付定金，尾款须在尾款支付时间内付清；逾期未付尾款，订单将自动取消，定金不予退还。
            </p>
          ) : null}
          {trial ? (
            <div className={styles.presaleNote} role="note" data-testid="checkout-trybuy-note">
              <p>先试后买：试用押金 = 商品售价 {formatYuan(view.lines[0]?.unitPrice ?? 0)}，需全额支付。</p>
              <p>
                签收当天开始试用；试用期内可确认购买（押金转为货款），或申请退还（整单寄回，验货后退回实付金额扣除损耗扣款）。试用订单不可使用优惠券与积分抵扣。
              </p>
            </div>
          ) : null}
          <InvoiceSection draft={invoice} onChange={setInvoice} showAllErrors={invoiceErrors} />
          {view.kind !== 'presale' && !trial ? (
            <ClaimableCoupons variant="checkout" skuCds={view.lines.map((l) => l.skuCd)} onClaimed={() => void confirm({ couponId: undefined })} />
          ) : null}
          <CouponSection coupons={view.coupons} onChoose={(id) => void confirm({ couponId: id })} disabled={loading} trial={trial} />
          <PointsSection points={view.points} onChange={(n) => void confirm({ points: n })} disabled={loading} trial={trial} />
          {view.tradeIn ? (
            <Section title="以旧换新" testId="checkout-tradein">
              <p className={styles.tradeIn}>
                旧机型号：{view.tradeIn.model}
                <span>抵扣 {formatYuan(view.tradeIn.credit)}</span>
              </p>
            </Section>
          ) : null}
          <InstalmentSection plans={view.instalments} periods={view.periods} onChange={choosePeriods} disabled={loading} />
          <PayMethodSection methods={view.payMethods} value={payMethod} onChange={chooseMethod} instalments={view.instalments} />
          <RemarkSection value={remark} onChange={setRemark} />
          <CheckoutServicePromises skuCds={view.lines.map((l) => l.skuCd)} bespoke={view.kind === 'bespoke'} />
        </div>
        <SummaryBar
          breakdown={view.breakdown}
          kind={view.kind}
          loading={loading}
          submitting={submitting}
          blockedReason={blockedReason}
          onSubmit={() => void onSubmit()}
        />
      </div>
      <MessageDialog open={notice !== null} message={notice ?? ''} onClose={closeNotice} mobile={mobile} />
    </div>
  );
}

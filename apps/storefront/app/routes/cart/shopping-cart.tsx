/**
 * /shoppingCart (spec 2.9, issue #5): the cart of a visitor or a member. The browser reads
 * the cart (clientLoader); every change is one call whose answer is the new cart view, so
 * the page re-renders from one source, and the header count is refreshed after each.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CartInvalidLine, CartView, CartViewLine } from '@shop/contracts/cart';
import type { Route } from './+types/shopping-cart';
import { ApiError } from '../../lib/api-client';
import { browserCaller } from '../../lib/api-call';
import { resolveEnvironment } from '@shop/contracts/environment';
import { notifyCartChanged } from '../../lib/chrome-cart';
import { routeMeta } from '../../lib/meta';
import { showToast } from '../../lib/toast';
import { useRootData } from '../../root';
import { useSignedInUser } from '../../lib/signed-in-user';
import { EMPTY_CART_MESSAGE, EmptyCartDialog, RemoveProductDialog } from '../../chrome/dialogs';
import { CartLineRow } from './CartLineRow';
import { CartSummaryBar } from './CartSummary';
import { InvalidLines } from './InvalidLines';
import { ClaimableCoupons } from '../../components/claimable-coupons/ClaimableCoupons';
import { cartCalls, EMPTY_VIEW, platformOf } from './cart-api';
import styles from './cart.module.css';
import { signInHref } from '../../lib/sign-in-href';

export const meta = routeMeta;

/**
 * The cart is read by the browser (issue #15): the page's HTML holds nothing of the shopper's,
 * so a signed-in member is served the page a visitor gets (route meta `sharedWithMembers`,
 * kept by the page server) and the lines come from one API call, also on the first load
 * (`hydrate`), with the browser's session rules (a token refresh, the visitor's token made on
 * a first visit). The server renders the frame meanwhile (HydrateFallback).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The platform as the page server derives it for this address (request-context.ts).
  const { env } = resolveEnvironment(navigator.userAgent, new URL(request.url).searchParams);
  try {
    return { view: await cartCalls(browserCaller).get(platformOf(env)) };
  } catch (err) {
    // A session that ended and could not be renewed (the failure rules have said so): no cart to show.
    if (err instanceof ApiError && err.status === 401) return { view: EMPTY_VIEW };
    throw err;
  }
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className={styles.page} aria-busy="true">
      <h1 className={styles.title}>购物车</h1>
      <p className={styles.loading} role="status">
        正在加载购物车…
      </p>
    </div>
  );
}

const CART_PATH = '/shoppingCart';
/** Lines a PC or phone screen shows before scrolling. */
const FIRST_SCREEN_LINES = 3;
const CHECKOUT_PATH = '/order/orderInfo';

/** What the 移除产品 layer is about: one line, or the selected ones. */
type Removal = { ids: number[]; name: string };

export default function ShoppingCart({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const signedIn = Boolean(useSignedInUser());
  const navigate = useNavigate();
  const [view, setView] = useState<CartView>(loaderData.view);
  const [busy, setBusy] = useState(false);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [emptied, setEmptied] = useState(false);
  const calls = useRef(cartCalls(browserCaller)).current;

  useEffect(() => setView(loaderData.view), [loaderData.view]);

  /** Runs one edit; failures were already shown (the catalogue's message) by the API client. */
  async function run(edit: () => Promise<CartView>) {
    if (busy) return;
    setBusy(true);
    try {
      const before = view.totalCartNum;
      const next = await edit();
      setView(next);
      notifyCartChanged();
      if (before > 0 && next.totalCartNum === 0) setEmptied(true);
    } catch {
      // Shown by the failure handling; the page keeps the last good view.
    } finally {
      setBusy(false);
    }
  }

  const lineActions = {
    busy,
    onSelect: (line: CartViewLine, selected: boolean) => run(() => calls.select([line.cartId], selected)),
    onQty: (line: CartViewLine, qty: number) => run(() => calls.updateQty(line.cartId, qty)),
    onRemove: (line: CartViewLine) => setRemoval({ ids: [line.cartId], name: line.prodNm }),
  };

  function moveToWishlist(ids: number[]) {
    setRemoval(null);
    if (!signedIn) {
      // Signing in keeps the visitor's cart: it merges into the member's.
      showToast('请先登录后再移入收藏');
      navigate(signInHref(CART_PATH));
      return;
    }
    void run(() => calls.moveToWishlist(ids));
  }

  function checkout() {
    if (view.summary.selectedLines === 0) return showToast('请选择要结算的商品');
    // A visitor signs in first and goes on to checkout (the visitor's lines merge into the member's cart).
    if (!signedIn) return navigate(signInHref(CHECKOUT_PATH));
    navigate(CHECKOUT_PATH);
  }

  const empty = view.cartInfos.length === 0 && view.invalidInfos.length === 0;
  const selectedIds = view.cartInfos.filter((l) => l.selected).map((l) => l.cartId);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        购物车
        {view.totalCartNum ? <span className={styles.titleCount}>（{view.totalCartNum}）</span> : null}
      </h1>
      {!signedIn && !empty ? (
        <p className={styles.loginTip}>
          <Link to={signInHref(CART_PATH)}>登录</Link>后购物车商品将同步到您的账户。
        </p>
      ) : null}

      {empty ? (
        <section className={styles.empty} data-testid="cart-empty">
          <p>{EMPTY_CART_MESSAGE}</p>
          <Link to="/" className="btn btn-primary">
            去逛逛
          </Link>
        </section>
      ) : (
        <>
          {view.cartInfos.length ? (
            <section aria-label="购物车商品">
              <div className={styles.tableHead} aria-hidden="true">
                <span>商品</span>
                <span>单价</span>
                <span>数量</span>
                <span>小计</span>
                <span>操作</span>
              </div>
              <ul className={styles.lines}>
                {view.cartInfos.map((line, i) => (
                  <CartLineRow key={line.cartId} line={line} actions={lineActions} firstScreen={i < FIRST_SCREEN_LINES} />
                ))}
              </ul>
            </section>
          ) : null}
          <InvalidLines
            lines={view.invalidInfos}
            busy={busy}
            onClear={() => run(() => calls.clearInvalid())}
            onRemove={(l: CartInvalidLine) => run(() => calls.remove([l.cartId]))}
          />
          {view.cartInfos.length ? (
            <ClaimableCoupons
              variant="cart"
              skuCds={view.cartInfos.map((l) => l.skuCd)}
              returnTo={CART_PATH}
              onClaimed={() => void run(() => calls.get(platformOf(root?.env)))}
            />
          ) : null}
          <CartSummaryBar
            summary={view.summary}
            allSelected={view.allSelected}
            hasLines={view.cartInfos.length > 0}
            busy={busy}
            onSelectAll={(selected) => run(() => calls.selectAll(selected))}
            onRemoveSelected={() =>
              setRemoval({
                ids: selectedIds,
                name: `已选的${view.summary.selectedCnt}件商品`,
              })
            }
            onCheckout={checkout}
          />
        </>
      )}

      <RemoveProductDialog
        open={removal !== null}
        productName={removal?.name}
        onClose={() => setRemoval(null)}
        onMoveToWishlist={() => removal && moveToWishlist(removal.ids)}
        onDelete={() => {
          const ids = removal?.ids ?? [];
          setRemoval(null);
          void run(() => calls.remove(ids));
        }}
      />
      <EmptyCartDialog open={emptied} onClose={() => setEmptied(false)} />
    </div>
  );
}

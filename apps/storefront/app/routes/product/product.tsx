/**
 * The product page (issue #4), for every product route of spec 2.3: /product, /product_new,
 * /design/product (bespoke), /activityproduct (flash sale / pre-sale page), /appProduct and
 * /wxProduct (app and mini-program web views), /cartProduct/:cartId/:cartType (edit a cart
 * line) and /preview/product (draft preview with a token). The loader (product.server.ts)
 * gives the product; here the SKU choice, the ticking server clock and the product type
 * they resolve to drive the price block, the buy bar and the panels of the other modules.
 * The service promises sit under the price (CMS content, from the loader); on a phone the
 * name, price and buy bar fit the first screen (the buy bar fixed at the bottom), on PC a
 * sticky bar repeats name, SKU, price and buttons once the price has scrolled away (while the
 * page's own buy bar is out of sight).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { SkuStockPrice } from '@shop/contracts/pdp';
import { ACT_TYP, bespokeDefaultChoice, bespokePrice, pageKindFor, resolveProductType } from '@shop/contracts/pdp-rules';
import type { Route } from './+types/product';
import { routeMeta } from '../../lib/meta';
import { useClockPhase, useServerClockSource } from '../../lib/server-clock';
import { showToast } from '../../lib/toast';
import { notifyCartChanged } from '../../lib/chrome-cart';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { quietApi } from '../../lib/api-call';
import { formatYuan } from '@shop/contracts/money';
import { JsonLd } from '../../components/JsonLd';
import { MessageDialog } from '../../chrome/dialogs';
import { ContentTabs } from './panels';
import { CouponsReserve, DeliveryRow, ServicesReserve } from './panels/reserves';
import { AfterHydration, WhenNear } from '../../lib/use-hydrated';
import { PdpContext, type CartDraft, type PdpPageState } from './pdp-context';
import { loadProductPage } from './product.server';
import { attrRows, maxQuantity, priceNow, skuPath, stockState, variantForPath } from './pdp-view';
import { Gallery } from './Gallery';
import { SkuSelector } from './SkuSelector';
import { PriceBlock, presaleView } from './PriceBlock';
import { FlashSaleNotice, runningFlashSale } from './FlashSaleNotice';
import { BuyBar, QuantityStepper, type BuyBarProps } from './BuyBar';
import { ServicePromises } from '../../components/service-promises/ServicePromises';
import { WishlistHeart } from './WishlistHeart';
import { BespokePanel } from './BespokePanel';
import { PanelBoundary } from './PanelBoundary';
import { useInvitationGate } from './panels/TtmVerify';
import { startLogin } from '../../lib/failure-handling';
import { signInThenResume, takePendingAction } from '../../lib/resume-after-sign-in';
import { signedInNow } from '../../lib/signed-in-user';
import { cartEndpoints } from '@shop/contracts/endpoint-refs/cart';
import { cartCall, cartInfoOf, STOCK_LAYER_MESSAGE, withDesign } from './cart-actions';
import styles from './product.module.css';

const BUY_NOW_ACTION = 'buy-now';

export async function loader(args: Route.LoaderArgs) {
  const page = await loadProductPage(args);
  return { ...page, env: args.context.request.env as string, mobile: args.context.request.device !== 'pc' };
}

/** Title and description from the product; the rest (keywords, canonical) from THE route table. */
export const meta: Route.MetaFunction = (args) => {
  const tags = routeMeta(args);
  const d = args.data;
  if (!d) return tags;
  return tags.map((t) => {
    if ('title' in t && typeof t.title === 'string') {
      const brand = t.title.includes(' - ') ? t.title.slice(t.title.lastIndexOf(' - ') + 3) : t.title;
      return { title: `${d.title} - ${brand}` };
    }
    if ('name' in t && t.name === 'description' && d.description) return { name: 'description', content: d.description };
    return t;
  });
};

/**
 * Choosing another SKU only rewrites the address (same product, same variant): the page
 * already holds every SKU, so the loader does not run again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, currentParams, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const sameProduct =
    !formMethod &&
    currentParams.spuCode === nextParams.spuCode &&
    currentParams.cartId === nextParams.cartId &&
    variantForPath(currentUrl.pathname) === variantForPath(nextUrl.pathname) &&
    currentUrl.search === nextUrl.search;
  if (sameProduct && currentParams.skuCode !== nextParams.skuCode) return false;
  return defaultShouldRevalidate;
}

type LoaderData = Route.ComponentProps['loaderData'];

// Below the fold and fed by browser calls anyway: rendered once the shopper scrolls near them,
// their code, CSS, calls and pictures fetched then, so a first screen pays for none of it.
const ReviewsSection = lazy(() => import('./reviews/ReviewsSection').then((m) => ({ default: m.ReviewsSection })));
const PdpExtras = lazy(() => import('./panels/PdpExtras').then((m) => ({ default: m.PdpExtras })));
// Fed by browser calls after hydration: until then (and on the server) the page shows the
// panels' own loading reserve, so their code is not in the first download and nothing moves.
const CouponsPanel = lazy(() => import('./panels/CouponsPanel').then((m) => ({ default: m.CouponsPanel })));
const ServicesPanel = lazy(() => import('./panels/ServicesPanel').then((m) => ({ default: m.ServicesPanel })));
const DeliveryPanel = lazy(() => import('./panels/DeliveryPanel').then((m) => ({ default: m.DeliveryPanel })));
// Shown only in the browser (the PC bar once the buttons scroll away) or once opened.
const StickyBuyBar = lazy(() => import('./StickyBuyBar').then((m) => ({ default: m.StickyBuyBar })));
const ArrivalNoticeDialog = lazy(() => import('./ArrivalNoticeDialog').then((m) => ({ default: m.ArrivalNoticeDialog })));
const TtmVerifyDialog = lazy(() => import('./panels/TtmVerifyDialog').then((m) => ({ default: m.TtmVerifyDialog })));

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  // Another product or variant: every piece of page state starts again.
  return <ProductPage key={`${loaderData.variant}:${loaderData.base.spuBaseInfo.prodCd}:${loaderData.cartLine?.cartId ?? ''}`} data={loaderData} />;
}

function freshDraft(skuCd: string, line: LoaderData['cartLine'] | null): CartDraft {
  return {
    skuCd,
    qtyCnt: line?.qtyCnt ?? 1,
    subTyp: 0,
    actId: null,
    serviceIds: line?.options.serviceIds ?? [],
    giftIds: line?.options.giftIds ?? [],
    bundleCode: line?.options.bundleCode ?? null,
    hsType: null,
    FQ: line?.options.FQ ? Number(line.options.FQ) || null : null,
  };
}

function ProductPage({ data }: { data: LoaderData }) {
  const { base, variant, cartLine, search, env, mobile, bespoke } = data;
  const info = base.spuBaseInfo;
  const params = useParams();
  const navigate = useNavigate();

  const [skuCd, setSkuCd] = useState(cartLine?.skuCd ?? base.selectedSkuCd);
  const [live, setLive] = useState<Record<string, SkuStockPrice>>({});
  const [draft, setDraft] = useState<CartDraft>(() => freshDraft(cartLine?.skuCd ?? base.selectedSkuCd, cartLine));
  const [buyTip, setBuyTip] = useState('');
  const [busy, setBusy] = useState(false);
  const [notifyOpen, setNotifyOpen] = useState(false);
  // Mounted from the first opening on, so closing can hand focus back.
  const [notifyUsed, setNotifyUsed] = useState(false);
  const [stockLayer, setStockLayer] = useState(false);
  const [invitationOpen, setInvitationOpen] = useState(false);
  // Mounted from the first opening on, as the arrival notice.
  const [invitationUsed, setInvitationUsed] = useState(false);
  // A tap on the delivery region before the delivery panel's code is in: it opens the picker when in.
  const [regionAsked, setRegionAsked] = useState(false);
  const askRegion = useCallback(() => setRegionAsked(true), []);
  const [choice, setChoice] = useState<Record<string, string>>(() => (bespoke ? { ...bespokeDefaultChoice(bespoke.groups), ...bespoke.choice } : {}));
  const clock = useServerClockSource(base.serverTimeMs);
  const invitation = useInvitationGate(info.invitationOnly, info.prodCd, skuCd);
  const buyBarRef = useRef<HTMLDivElement>(null);
  const priceRef = useRef<HTMLElement>(null);

  // Back / forward between SKU addresses: follow the address.
  useEffect(() => {
    const wanted = params.skuCode;
    if (variant !== 'cart' && wanted && wanted !== skuCd && base.skus.some((s) => s.skuCd === wanted)) {
      setSkuCd(wanted);
      setDraft(freshDraft(wanted, null));
      setBuyTip('');
    }
    // Only the address decides here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.skuCode]);

  // Live price and stock of the chosen SKU (baseInfo may be a few seconds old).
  useEffect(() => {
    if (base.preview) return;
    let alive = true;
    void quietApi
      .call(pdpEndpoints.stkPrice, { params: { x: skuCd } })
      .then((r) => {
        if (!alive || !r.ok) return;
        // The endpoint takes a comma list and answers a list; one code → one entry.
        const hit: SkuStockPrice | undefined = r.data?.find((x) => x.skuCd === skuCd);
        if (hit && Number.isFinite(hit.price)) setLive((m) => ({ ...m, [skuCd]: hit }));
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [skuCd, base.preview]);

  const rawSku = base.skus.find((s) => s.skuCd === skuCd) ?? base.skus[0]!;
  const sku = useMemo(() => {
    const l = live[rawSku.skuCd];
    return l ? { ...rawSku, price: l.price, origPrice: l.origPrice, stkCnt: l.stkCnt, lowStkCnt: l.lowStkCnt, status: l.status } : rawSku;
  }, [rawSku, live]);
  const stockOf = useCallback((s: { skuCd: string; stkCnt: number }) => live[s.skuCd]?.stkCnt ?? s.stkCnt, [live]);
  const rows = useMemo(() => attrRows(base, sku, stockOf), [base, sku, stockOf]);

  // What the server time decides on this page: the product type, the pre-sale phase and the
  // running flash sale. The page renders again when one of them changes, not every second.
  const phaseAt = (t: number) => {
    const type = resolveProductType({
      page: pageKindFor(variant === 'activity' ? 'activity' : 'product', sku.activities),
      now: t,
      secKillDispMinite: info.secKillDispMinite,
      price: sku.price,
      stock: sku.stkCnt,
      limitQty: info.purchaseRuleInfo.limitQty,
      activities: sku.activities,
    });
    return { type, presale: presaleView(type, sku, t), flashSale: runningFlashSale(sku, t)?.a.actCd ?? null };
  };
  const now = useClockPhase(clock, (t) => JSON.stringify(phaseAt(t)));
  const { type, presale } = phaseAt(now);
  const maxQty = maxQuantity(type.stock, type.limitQty);
  const qty = Math.min(draft.qtyCnt, maxQty);
  const cart = useMemo<CartDraft>(
    () => ({ ...draft, skuCd: sku.skuCd, qtyCnt: qty, subTyp: type.subTyp, actId: type.activity?.actCd ?? draft.actId }),
    [draft, sku.skuCd, qty, type.subTyp, type.activity?.actCd],
  );
  const updateCart = useCallback((patch: Partial<CartDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  const soldOut = stockState(type.stock, sku.lowStkCnt) === 'out' || sku.status !== 'on_sale';
  const bespokeTotal = bespoke ? bespokePrice(sku.price, bespoke.groups, choice) : null;

  const choose = useCallback(
    (next: string) => {
      setSkuCd(next);
      // Spec 4: a new SKU starts a new cart line, without services, and without the old tip.
      setDraft(freshDraft(next, null));
      setBuyTip('');
      const to = skuPath(variant, info.prodCd, next, search);
      if (to) void navigate(to, { replace: true, preventScrollReset: true });
    },
    [variant, info.prodCd, search, navigate],
  );

  const reviewSkus = useMemo(() => base.skus.map((s) => ({ skuCd: s.skuCd, skuNm: s.skuNm })), [base.skus]);
  const closeStockLayer = useCallback(() => setStockLayer(false), []);
  const state: PdpPageState = { base, sku, type, cart, updateCart, env, variant, buyTip, setBuyTip, detail: data.detail };

  const run = async (fn: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await fn();
    } finally {
      setBusy(false);
    }
  };
  // A bespoke product is bought as the design chosen on the page (null: a plain product).
  const design = bespoke?.bespoke ? choice : null;
  const onAddCart = () =>
    run(async () => {
      const info = await withDesign(cartInfoOf(cart), design);
      if (!info) return;
      const r = await cartCall(cartEndpoints.addCart, info);
      if (r.ok) {
        showToast('已加入购物车');
        notifyCartChanged();
      } else if (r.stock) setStockLayer(true);
    });
  const buyNowWith = async (info: ReturnType<typeof cartInfoOf>) => {
    const r = await cartCall(cartEndpoints.buyNow, info);
    if (r.ok) void navigate(r.data.checkoutUrl);
    else if (r.stock) setStockLayer(true);
  };
  const buyNow = (info: ReturnType<typeof cartInfoOf>) => run(() => buyNowWith(info));
  // A visitor signs in first and the purchase goes on when they are back on this page: a
  // buy-now made as a visitor belongs to the visitor, and checkout refuses it once signed in.
  const onBuyNow = () =>
    run(async () => {
      const info = await withDesign(cartInfoOf(cart), design);
      if (!info) return;
      if (signedInNow()) return buyNowWith(info);
      void navigate(signInThenResume(BUY_NOW_ACTION, JSON.stringify(info), { path: window.location.pathname + window.location.search }));
    });
  // Back from signing in after 立即购买: on to checkout with what was chosen then.
  useEffect(() => {
    if (!signedInNow()) return;
    const resumed = takePendingAction(BUY_NOW_ACTION);
    if (!resumed?.payload) return;
    try {
      void buyNow(JSON.parse(resumed.payload) as ReturnType<typeof cartInfoOf>);
    } catch {
      // A damaged note: the shopper is on the page and taps again.
    }
    // Once, when the page first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const onUpdateLine = () =>
    run(async () => {
      if (!cartLine) return;
      const info = await withDesign(cartInfoOf(cart), design);
      if (!info) return;
      const r = await cartCall(cartEndpoints.updateLine, { ...info, cartId: cartLine.cartId });
      if (r.ok) {
        notifyCartChanged();
        void navigate('/shoppingCart');
      } else if (r.stock) setStockLayer(true);
    });
  const remindAt = type.typCd === 'SECKILL2' ? type.beginTime : presale?.phase === 1 && type.beginTime ? type.beginTime : null;
  const onRemind = async () => {
    if (remindAt === null) return;
    const { addCalendarReminder } = await import('./calendar');
    const url = `${location.origin}${location.pathname}`;
    const what = type.typCd === 'SECKILL2' ? '秒杀开抢' : '预售开始';
    const how = addCalendarReminder(
      { title: `${info.prodNm} ${what}`, startMs: remindAt, url, uid: `${sku.skuCd}-${type.activity?.actCd ?? 'act'}` },
      clock.now(),
    );
    showToast(how === 'app' ? '已添加日历提醒' : '已下载日历提醒，打开即可添加');
  };

  // One set of buy-button props: the page's bar and the PC sticky bar act alike.
  const buyBar: BuyBarProps = {
    typCd: type.typCd,
    soldOut,
    canNotify: sku.stkNoti === 'Y' && type.typCd === 'MAIN' && !base.preview,
    presalePhase: presale?.phase ?? null,
    editingLine: variant === 'cart',
    preview: base.preview,
    busy,
    canRemind: remindAt !== null,
    tip: buyTip,
    invitation: invitation.required,
    // A visitor signs in first and comes back to this page; a member enters the code.
    onInvitation: () => {
      if (!signedInNow()) return startLogin();
      setInvitationUsed(true);
      setInvitationOpen(true);
    },
    onAddCart,
    onBuyNow,
    onUpdateLine,
    onNotify: () => {
      setNotifyUsed(true);
      setNotifyOpen(true);
    },
    onRemind: () => void onRemind(),
  };

  return (
    <PdpContext.Provider value={state}>
      <div className={styles.page} data-testid="pdp" data-variant={variant} data-typcd={type.typCd}>
        {base.preview ? (
          <p className={styles.previewRibbon} role="note" data-testid="preview-ribbon">
            预览模式：此页面仅供内部预览，商品尚未上架
          </p>
        ) : null}
        {variant === 'cart' ? (
          <p className={styles.editRibbon} role="note">
            正在修改购物车中的商品，确认后返回购物车
          </p>
        ) : null}
        <div className={styles.top}>
          <Gallery images={sku.skuImg} alt={sku.skuNm} spuCode={info.prodCd} skuCd={sku.skuCd} has3d={info.has3d} isTv={info.productType === 'tv'} />
          <div className={styles.info}>
            <header className={styles.head}>
              {/* Tags and 收藏 share a row: on a phone every line above the price counts. */}
              <div className={styles.headTop}>
                <div className={styles.badges}>
                  {info.newYn === 'Y' ? <span className={styles.tag}>新品</span> : null}
                  {info.hotYn === 'Y' ? <span className={styles.tag}>热卖</span> : null}
                </div>
                {base.preview ? null : <WishlistHeart spuCode={info.prodCd} skuCode={sku.skuCd} />}
              </div>
              <h1 className={styles.title} data-testid="pdp-title">
                {info.prodNm}
              </h1>
              {info.sellingPoint ? <p className={styles.selling}>{info.sellingPoint}</p> : null}
              <p className={styles.skuName} data-testid="pdp-sku-name">
                {sku.skuNm}
              </p>
              {info.commentCount > 0 ? (
                <a href="#reviews" className={styles.textLink}>
                  {info.totalStar.toFixed(1)} 分 · {info.commentCount} 条评价
                </a>
              ) : null}
            </header>
            <PriceBlock ref={priceRef} sku={sku} type={type} now={now} clock={clock} showBalance={info.tailDispYn === 'Y'} />
            <ServicePromises promises={data.promises} variant="compact" />
            {variant !== 'activity' && variant !== 'cart' && type.typCd === 'MAIN' && !base.preview ? (
              <FlashSaleNotice spuCode={info.prodCd} sku={sku} now={now} clock={clock} />
            ) : null}
            {bespoke && bespokeTotal !== null ? (
              <p className={styles.bespokePrice} data-testid="bespoke-price">
                定制价 {formatYuan(bespokeTotal)}
              </p>
            ) : null}
            <PanelBoundary name="CouponsPanel">
              <AfterHydration fallback={<CouponsReserve />}>
                <CouponsPanel />
              </AfterHydration>
            </PanelBoundary>
            <SkuSelector rows={rows} onChoose={choose} />
            {bespoke ? <BespokePanel info={bespoke} choice={choice} onChoose={(g, o) => setChoice((c) => ({ ...c, [g]: o }))} /> : null}
            <PanelBoundary name="ServicesPanel">
              <AfterHydration fallback={<ServicesReserve />}>
                <ServicesPanel />
              </AfterHydration>
            </PanelBoundary>
            <PanelBoundary name="DeliveryPanel">
              <AfterHydration fallback={<DeliveryRow onOpen={askRegion} />}>
                <DeliveryPanel openAtOnce={regionAsked} />
              </AfterHydration>
            </PanelBoundary>
            {info.purchaseRuleInfo.text ? <p className={styles.rule}>{info.purchaseRuleInfo.text}</p> : null}
            {sku.activities.some((a) => a.actTyp === ACT_TYP.presale) && type.typCd === 'PRESALE2' ? (
              <p className={styles.rule}>预售商品每单限购 1 件</p>
            ) : null}
            {!soldOut && type.typCd !== 'SECKILL2' ? (
              <QuantityStepper value={qty} max={maxQty} onChange={(n) => updateCart({ qtyCnt: n })} disabled={base.preview} />
            ) : null}
            <BuyBar ref={buyBarRef} {...buyBar} />
          </div>
        </div>
        <PanelBoundary name="ContentTabs">
          <ContentTabs />
        </PanelBoundary>
        <div id="reviews">
          <WhenNear>
            <PanelBoundary name="ReviewsSection">
              <Suspense fallback={null}>
                <ReviewsSection spuCode={info.prodCd} skus={reviewSkus} totalStar={info.totalStar} commentCount={info.commentCount} />
              </Suspense>
            </PanelBoundary>
          </WhenNear>
        </div>
        <WhenNear>
          <PanelBoundary name="PdpExtras">
            <Suspense fallback={null}>
              <PdpExtras />
            </Suspense>
          </PanelBoundary>
        </WhenNear>
        {!base.preview ? (
          <AfterHydration>
            <StickyBuyBar
              price={priceRef}
              buyBar={buyBarRef}
              name={info.prodNm}
              // In the product's attribute order (颜色, then 存储 …), as the selector shows them.
              skuLabel={
                base.attrs
                  .map((a) => sku.attrs[a.name])
                  .filter(Boolean)
                  .join(' ') || sku.skuNm
              }
              image={sku.skuImg[0]}
              priceNow={priceNow(type, sku, presale?.deposit ?? null, bespokeTotal)}
              buttons={buyBar}
            />
          </AfterHydration>
        ) : null}
        {data.jsonLd ? <JsonLd data={data.jsonLd} /> : null}
        {notifyUsed ? (
          <Suspense fallback={null}>
            <ArrivalNoticeDialog open={notifyOpen} onClose={() => setNotifyOpen(false)} skuCd={sku.skuCd} skuNm={sku.skuNm} mobileLayout={mobile} />
          </Suspense>
        ) : null}
        <MessageDialog open={stockLayer} message={STOCK_LAYER_MESSAGE} onClose={closeStockLayer} mobile={mobile} />
        {info.invitationOnly && invitationUsed ? (
          <Suspense fallback={null}>
            <TtmVerifyDialog
              open={invitationOpen}
              hint={invitation.hint}
              onClose={() => setInvitationOpen(false)}
              onVerified={() => {
                invitation.markVerified();
                setInvitationOpen(false);
                showToast('验证成功，您已获得购买资格');
              }}
            />
          </Suspense>
        ) : null}
      </div>
    </PdpContext.Provider>
  );
}

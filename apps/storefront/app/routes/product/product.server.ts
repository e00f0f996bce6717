/**
 * Server side of the product page: which variant the address is, the product as baseInfo
 * (or the preview view) gives it, the cart line being edited, the bespoke options, the service
 * promises shown by the price; and the
 * answers to bad addresses (404 notice, /OffShelf, flash-sale pages on support hosts → '/').
 */
import { data, redirect } from 'react-router';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import type { PdpBaseInfo, PdpDetailInfo } from '@shop/contracts/pdp';
import type { CartLine } from '@shop/contracts/cart';
import { seckillHostRedirect } from '@shop/contracts/pdp-rules';
import { cartPageEndpoints } from '@shop/contracts/endpoint-refs/cart';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { ApiError } from '../../lib/api-client';
import { serverCaller, type ServerCaller } from '../../lib/api-call';
import { fenToDecimal } from '@shop/contracts/money';
import { skuPath, variantForPath, type PdpVariant } from './pdp-view';
import type { BespokeInfo } from './bespoke';
import { loadServicePromises } from '../../components/service-promises/service-promises-data';
import { signInHref } from '../../lib/sign-in-href';

const NOT_FOUND_CODES = new Set(['E_NOT_FOUND', 'E_PRODUCT_NOT_FOUND', 'ERR_PRODUCT_NOT_FOUND']);

function notFound(): never {
  throw data(null, { status: 404 });
}

/** API failure → the page's answer: unknown product 404, off-shelf /OffShelf, else rethrow. */
function answerFailure(err: unknown, variant: PdpVariant): never {
  if (err instanceof ApiError) {
    if (err.code === 'ERR_ORDER_OFF_SHELF') throw redirect('/OffShelf');
    // A preview without a valid token must look like no product at all.
    if (variant === 'preview' && err.status >= 400 && err.status < 500) notFound();
    if (err.status === 404 || NOT_FOUND_CODES.has(err.code) || err.status === 400) notFound();
  }
  throw err;
}

export interface PdpLoaderArgs {
  request: Request;
  params: { spuCode?: string; skuCode?: string; cartId?: string; cartType?: string };
  context: ShopLoadContext;
}

function enc(s: string) {
  return encodeURIComponent(s);
}

async function loadBase(api: ServerCaller, variant: PdpVariant, spu: string, sku: string | undefined, url: URL): Promise<PdpBaseInfo> {
  if (variant === 'preview') {
    const token = url.searchParams.get('previewToken') ?? '';
    if (!token) notFound();
    const query = { previewToken: token };
    return sku
      ? api.get(pdpEndpoints.viewOfSku, { params: { prodCd: spu, skuCd: sku }, query })
      : api.get(pdpEndpoints.view, { params: { prodCd: spu }, query });
  }
  const query = variant === 'activity' ? { page: 'activity' as const } : {};
  return sku
    ? api.get(pdpEndpoints.baseInfoOfSku, { params: { prodCd: spu, skuCd: sku }, query })
    : api.get(pdpEndpoints.baseInfo, { params: { prodCd: spu }, query });
}

export async function loadProductPage({ request, params, context }: PdpLoaderArgs) {
  const url = new URL(request.url);
  const variant = variantForPath(url.pathname);
  const api = serverCaller(context);

  let cartLine: CartLine | null = null;
  let spu = params.spuCode ?? '';
  let sku = params.skuCode;
  if (variant === 'cart') {
    if (!params.cartId || !/^\d{1,15}$/.test(params.cartId)) notFound();
    try {
      cartLine = await api.get(cartPageEndpoints.line, { params: { cartId: params.cartId } });
    } catch (err) {
      // Someone else's or a removed line: back to the cart rather than an error.
      if (err instanceof ApiError && err.status < 500 && !(err.code === 'E_USER_4005' || err.code === 'E_USER_4010')) throw redirect('/shoppingCart');
      if (err instanceof ApiError && err.status === 401) throw redirect(signInHref(url.pathname));
      throw err;
    }
    spu = cartLine.spuCd;
    sku = cartLine.skuCd;
  }
  if (!spu || spu.length > 64) notFound();

  // The overview / specifications are rendered on the server too (search engines, no pop-in);
  // the product-level detail serves every SKU. A failure leaves it to the panel to fetch.
  const previewQuery = variant === 'preview' ? { previewToken: url.searchParams.get('previewToken') ?? '' } : {};
  const basePromise = loadBase(api, variant, spu, sku, url).catch((err: unknown) => answerFailure(err, variant));
  // The service promises by the price: rendered on the server, so nothing moves when the page
  // hydrates (kept a short while by the page server, like the menus). A bespoke page asks for a
  // bespoke purchase (7天无理由退货 does not cover it).
  const promisesPromise = basePromise.then(
    (b) =>
      b.preview
        ? []
        : loadServicePromises(api, { env: context.request.env, siteCd: context.request.siteCd, skuCds: [b.selectedSkuCd], bespoke: variant === 'design' }),
    () => [],
  );
  const [base, bespoke, detail, promises] = await Promise.all([
    basePromise,
    variant === 'design' ? api.get(pdpEndpoints.bespoke, { params: { prodCd: spu } }).catch((): BespokeInfo | null => null) : Promise.resolve(null),
    api.get(pdpEndpoints.detailInfo, { params: { prodCd: spu }, query: previewQuery }).catch((): PdpDetailInfo | null => null),
    promisesPromise,
  ]);

  if (seckillHostRedirect(context.request.host, base.spuBaseInfo.typCd)) throw redirect('/');

  const origin = context.request.origin;
  const selected = base.skus.find((s) => s.skuCd === base.selectedSkuCd) ?? base.skus[0];
  if (!selected) notFound();
  const canonicalPath = `/product/${enc(base.spuBaseInfo.prodCd)}`;
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: base.spuBaseInfo.prodNm,
    description: base.spuBaseInfo.sellingPoint || undefined,
    sku: selected.skuCd,
    image: selected.skuImg.map((src) => (/^https?:/.test(src) ? src : `${origin}${src}`)),
    brand: { '@type': 'Brand', name: context.settings.brandName },
    category: base.spuBaseInfo.catgLvlTwoNm || undefined,
    aggregateRating:
      base.spuBaseInfo.commentCount > 0
        ? { '@type': 'AggregateRating', ratingValue: base.spuBaseInfo.totalStar, reviewCount: base.spuBaseInfo.commentCount }
        : undefined,
    offers: base.skus
      .filter((s) => s.status === 'on_sale')
      .map((s) => ({
        '@type': 'Offer',
        sku: s.skuCd,
        price: fenToDecimal(s.price),
        priceCurrency: 'CNY',
        availability: s.stkCnt > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: `${origin}${skuPath('product', base.spuBaseInfo.prodCd, s.skuCd)}`,
      })),
    url: `${origin}${canonicalPath}`,
  };

  // Kept on SKU addresses: the preview token and page flags (hideTB …).
  const keepSearch = url.search;
  return {
    variant,
    base,
    bespoke,
    detail,
    cartLine,
    promises,
    cartType: params.cartType ?? null,
    search: keepSearch,
    title: base.spuBaseInfo.prodNm,
    description: base.spuBaseInfo.sellingPoint,
    jsonLd: base.preview ? null : productLd,
  };
}

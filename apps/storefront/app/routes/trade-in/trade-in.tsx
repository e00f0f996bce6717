/**
 * /product/hs — 以旧换新: choose the new product (?spuCd=…, optional ?skuCd=…, or a picker
 * of phones), then the old device (platform, brand, model) and see 新机价格 − 抵扣 = 到手价.
 * The same chooser is offered as the product page's trade-in dialog (快速估价).
 */
import { useState } from 'react';
import { data, Link, useNavigate } from 'react-router';
import type { Route } from './+types/trade-in';
import type { CompareBaseInfo } from '@shop/contracts/compare';
import { compareEndpoints } from '@shop/contracts/endpoint-refs/compare';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { serverCaller, type DataCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { formatYuan } from '@shop/contracts/money';
import { deduction as deductionOf, fetchEstimates, modelLabel, type TradeInEstimate, type TradeInModel } from './trade-in-data';
import { TradeInPicker } from './TradeInPicker';
import { TradeInDialog, type TradeInChoice } from './TradeInDialog';
import styles from './trade-in.module.css';

export const meta = routeMeta;

const CODE = /^[A-Za-z0-9_-]{1,60}$/;

type PickerProduct = CompareBaseInfo['products'][number];

async function phonePicker(api: DataCaller): Promise<PickerProduct[]> {
  const cats = ['smartphones', 'foldables'];
  const lists = await Promise.all(
    cats.map((c) =>
      api
        .get(compareEndpoints.baseInfo, { params: { catgLvlOneCd: 'smartphone-tablet', catgLvlTowCd: c } })
        .then((r) => r.products)
        .catch(() => []),
    ),
  );
  return lists.flat();
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const spuCd = url.searchParams.get('spuCd')?.trim() ?? '';
  const skuParam = url.searchParams.get('skuCd')?.trim() ?? '';
  const api = serverCaller(context);
  if (!spuCd) return { product: null, estimates: null, picker: await phonePicker(api), notice: null };
  const base = CODE.test(spuCd) ? await api.get(pdpEndpoints.baseInfo, { params: { prodCd: spuCd } }).catch(() => null) : null;
  if (!base) {
    return data({ product: null, estimates: null, picker: await phonePicker(api), notice: '未找到该商品，请重新选择新机。' }, { status: 404 });
  }
  const skus = base.skus.filter((s) => s.status === 'on_sale');
  const sku = skus.find((s) => s.skuCd === skuParam) ?? skus.find((s) => s.skuCd === base.selectedSkuCd) ?? skus[0] ?? base.skus[0];
  const estimates: Pick<TradeInEstimate, 'models' | 'bestTotal'> = await fetchEstimates(api, sku.skuCd).catch(() => ({ models: [], bestTotal: 0 }));
  return {
    product: {
      spuCd: base.spuBaseInfo.prodCd,
      name: base.spuBaseInfo.prodNm,
      skuCd: sku.skuCd,
      skuNm: sku.skuNm,
      price: sku.price,
      image: sku.skuImg[0] ?? '',
      // The version text without the product name repeated (钛影灰 12GB+256GB).
      skus: skus.map((s) => ({ skuCd: s.skuCd, skuNm: s.skuNm.replace(base.spuBaseInfo.prodNm, '').trim() || s.skuNm, price: s.price })),
    },
    estimates,
    picker: [] as PickerProduct[],
    notice: null,
  };
}

export default function TradeIn({ loaderData }: Route.ComponentProps) {
  const { product, estimates, picker, notice } = loaderData;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>以旧换新</h1>
        <p className={styles.lead}>旧机估价 + 换新补贴，购新机立减</p>
      </header>
      {product && estimates ? (
        <TradeInFlow key={product.skuCd} product={product} estimates={estimates} />
      ) : (
        <NewProductPicker picker={picker} notice={notice} />
      )}
    </div>
  );
}

function NewProductPicker({ picker, notice }: { picker: PickerProduct[]; notice: string | null }) {
  return (
    <section aria-labelledby="hs-step1" className={styles.section}>
      <h2 id="hs-step1" className={styles.step}>
        第一步：选择新机
      </h2>
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      ) : null}
      {picker.length === 0 ? <p className={styles.empty}>暂无可参加以旧换新的商品。</p> : null}
      <ul className={styles.productGrid}>
        {picker.map((p) => (
          <li key={p.spuCode}>
            <Link to={`/product/hs?spuCd=${encodeURIComponent(p.spuCode)}`} className={styles.productCard} data-testid="hs-new-product">
              {p.image ? <img src={p.image} alt="" width={120} height={120} loading="lazy" /> : null}
              <span className={styles.productName}>{p.name}</span>
              <span className={styles.productPrice}>{formatYuan(p.price)} 起</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface FlowProduct {
  spuCd: string;
  name: string;
  skuCd: string;
  skuNm: string;
  price: number;
  image: string;
  skus: { skuCd: string; skuNm: string; price: number }[];
}

function TradeInFlow({ product, estimates }: { product: FlowProduct; estimates: Pick<TradeInEstimate, 'models' | 'bestTotal'> }) {
  const [chosen, setChosen] = useState<TradeInModel | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const navigate = useNavigate();
  const deduction = chosen ? deductionOf(chosen, product.price) : 0;

  const onDialogConfirm = (c: TradeInChoice) => {
    setDialogOpen(false);
    setChosen(estimates.models.find((m) => m.code === c.modelCode) ?? null);
  };

  return (
    <>
      <section aria-labelledby="hs-step1" className={styles.section}>
        <h2 id="hs-step1" className={styles.step}>
          第一步：新机
        </h2>
        <div className={styles.newProduct}>
          {product.image ? <img src={product.image} alt="" width={96} height={96} /> : null}
          <div className={styles.newProductText}>
            <p className={styles.productName} data-testid="hs-product-name">
              {product.name}
            </p>
            {product.skus.length > 1 ? (
              <label className={styles.skuRow}>
                <span>版本</span>
                <select
                  className={styles.select}
                  value={product.skuCd}
                  onChange={(e) =>
                    navigate(`/product/hs?spuCd=${encodeURIComponent(product.spuCd)}&skuCd=${encodeURIComponent(e.target.value)}`, {
                      replace: true,
                      preventScrollReset: true,
                    })
                  }
                  data-testid="hs-sku"
                >
                  {product.skus.map((s) => (
                    <option key={s.skuCd} value={s.skuCd}>
                      {s.skuNm}（{formatYuan(s.price)}）
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <p className={styles.muted}>{product.skuNm}</p>
            )}
            <p>
              新机价格 <strong data-testid="hs-new-price">{formatYuan(product.price)}</strong>
            </p>
          </div>
          <Link to="/product/hs" className={styles.change}>
            更换新机
          </Link>
        </div>
      </section>

      <section aria-labelledby="hs-step2" className={styles.section}>
        <div className={styles.stepHead}>
          <h2 id="hs-step2" className={styles.step}>
            第二步：选择旧机
          </h2>
          {estimates.models.length > 0 ? (
            <button type="button" className="btn" onClick={() => setDialogOpen(true)} data-testid="hs-quick">
              快速估价
            </button>
          ) : null}
        </div>
        {estimates.bestTotal > 0 ? <p className={styles.muted}>以旧换新最高可抵 {formatYuan(estimates.bestTotal)}</p> : null}
        <TradeInPicker models={estimates.models} value={chosen?.code ?? null} onChange={setChosen} testId="hs" />
      </section>

      <section aria-labelledby="hs-step3" className={`${styles.section} ${styles.summary}`} data-testid="hs-summary">
        <h2 id="hs-step3" className={styles.step}>
          第三步：确认价格
        </h2>
        {chosen ? (
          <>
            <p className={styles.muted} data-testid="hs-chosen">
              旧机：{modelLabel(chosen)}（{chosen.platformName}）
            </p>
            <dl className={styles.sum} aria-live="polite">
              <div>
                <dt>新机价格</dt>
                <dd>{formatYuan(product.price)}</dd>
              </div>
              <div>
                <dt>旧机估价</dt>
                <dd>−{formatYuan(chosen.estimate)}</dd>
              </div>
              <div>
                <dt>换新补贴</dt>
                <dd>−{formatYuan(chosen.subsidy)}</dd>
              </div>
              <div>
                <dt>合计抵扣</dt>
                <dd data-testid="hs-total">−{formatYuan(deduction)}</dd>
              </div>
              <div className={styles.sumFinal}>
                <dt>到手价</dt>
                <dd data-testid="hs-final">{formatYuan(product.price - deduction)}</dd>
              </div>
            </dl>
          </>
        ) : (
          <p className={styles.muted}>请选择旧机型号，查看到手价。</p>
        )}
        <Link to={`/product/${encodeURIComponent(product.spuCd)}/${encodeURIComponent(product.skuCd)}`} className="btn btn-primary" data-testid="hs-go-buy">
          去选购
        </Link>
      </section>
      <TradeInDialog open={dialogOpen} skuCd={product.skuCd} onCancel={() => setDialogOpen(false)} onConfirm={onDialogConfirm} />
    </>
  );
}

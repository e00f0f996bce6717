/** One valid cart line: checkbox, picture, name, attributes, tags, options, price, quantity, total, remove. */
import { Link } from 'react-router';
import type { CartViewLine } from '@shop/contracts/cart';
import { formatYuan } from '@shop/contracts/money';
import { QtyStepper } from './QtyStepper';
import styles from './cart.module.css';

export interface LineActions {
  busy: boolean;
  onSelect(line: CartViewLine, selected: boolean): void;
  onQty(line: CartViewLine, qty: number): void;
  onRemove(line: CartViewLine): void;
}

/** `firstScreen`: a line the shopper sees without scrolling, whose picture is fetched at once (the lines come after hydration). */
export function CartLineRow({ line, actions, firstScreen = false }: { line: CartViewLine; actions: LineActions; firstScreen?: boolean }) {
  const href = `/product/${line.spuCd}/${line.skuCd}`;
  return (
    <li className={styles.line} data-testid="cart-line" data-sku={line.skuCd}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={line.selected}
          disabled={actions.busy}
          onChange={(e) => actions.onSelect(line, e.target.checked)}
          aria-label={`选择 ${line.skuNm}`}
        />
      </label>
      <Link to={href} className={styles.thumb}>
        <img src={line.image} alt={line.skuNm} width={96} height={96} loading={firstScreen ? 'eager' : 'lazy'} />
      </Link>
      <div className={styles.info}>
        <Link to={href} className={styles.name}>
          {line.prodNm}
        </Link>
        {line.prodAttr.length ? (
          <p className={styles.attrs} data-testid="line-attrs">
            {line.prodAttr.map((a) => `${a.name}：${a.value}`).join('  ')}
          </p>
        ) : null}
        {line.tags.length ? (
          <p className={styles.tags}>
            {line.tags.map((t) => (
              <span key={t.kind} className={`${styles.tag} ${t.kind === 'seckill' || t.kind === 'presale' ? styles.tagHot : ''}`}>
                {t.label}
              </span>
            ))}
          </p>
        ) : null}
        <Extras line={line} />
        {line.stockTip ? <p className={styles.stockTip}>{line.stockTip}</p> : null}
      </div>
      <div className={styles.unit}>
        <span className={styles.cellLabel}>单价</span>
        <span className={styles.now}>{formatYuan(line.unitPrice)}</span>
        {line.origPrice > line.unitPrice && !line.presale ? (
          <del className={styles.was}>
            <span className="visually-hidden">原价</span>
            {formatYuan(line.origPrice)}
          </del>
        ) : null}
      </div>
      <div className={styles.qty}>
        <QtyStepper value={line.qtyCnt} max={line.maxQty} disabled={actions.busy} onChange={(q) => actions.onQty(line, q)} label={line.skuNm} />
        <span className={styles.limit}>限购{line.maxQty}件</span>
      </div>
      <div className={styles.total}>
        <span className={styles.cellLabel}>小计</span>
        <span data-testid="line-total">{formatYuan(line.lineTotal)}</span>
      </div>
      <div className={styles.ops}>
        <button type="button" className={styles.link} disabled={actions.busy} onClick={() => actions.onRemove(line)}>
          删除
        </button>
      </div>
    </li>
  );
}

/** Services, gifts, bundle, trade-in and the pre-sale terms under the name. */
function Extras({ line }: { line: CartViewLine }) {
  const rows: { k: string; v: string }[] = [];
  for (const s of line.services)
    rows.push({
      k: '服务',
      v: `${s.name} ${formatYuan(s.price)}×${line.qtyCnt}`,
    });
  for (const g of line.gifts) rows.push({ k: '赠品', v: g.name });
  if (line.bundle) {
    rows.push({ k: '套装', v: line.bundle.name });
    for (const i of line.bundle.items)
      rows.push({
        k: '套装内',
        v: `${i.skuNm} 套装价 ${formatYuan(i.bundlePrice)}${i.price > i.bundlePrice ? `（单买 ${formatYuan(i.price)}）` : ''}×${line.qtyCnt}`,
      });
  }
  if (line.tradeIn)
    rows.push({
      k: '以旧换新',
      v: `${line.tradeIn.name}，预估抵扣 ${formatYuan(line.tradeIn.credit)}`,
    });
  if (line.presale)
    rows.push({
      k: '预售',
      v: `定金 ${formatYuan(line.presale.deposit)}，可抵 ${formatYuan(line.presale.deposit + line.presale.swellAmt)}，尾款 ${formatYuan(line.presale.balance)}`,
    });
  if (line.ladderDiscount > 0) rows.push({ k: '满件折扣', v: `-${formatYuan(line.ladderDiscount)}` });
  if (!rows.length) return null;
  return (
    <ul className={styles.extras}>
      {line.bundle?.problem ? (
        <li className={styles.bundleProblem} role="alert" data-testid="cart-bundle-problem">
          {line.bundle.problem}
        </li>
      ) : null}
      {rows.map((r, i) => (
        <li key={i}>
          <span className={styles.extraKey}>{r.k}</span>
          {r.v}
        </li>
      ))}
    </ul>
  );
}

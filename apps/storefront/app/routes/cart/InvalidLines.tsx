/** 失效商品: off sale, sold out, activity ended — shown with the reason, never selectable. */
import type { CartInvalidLine } from '@shop/contracts/cart';
import styles from './cart.module.css';

export function InvalidLines({
  lines,
  busy,
  onClear,
  onRemove,
}: {
  lines: CartInvalidLine[];
  busy: boolean;
  onClear(): void;
  onRemove(line: CartInvalidLine): void;
}) {
  if (!lines.length) return null;
  return (
    <section className={styles.invalid} aria-labelledby="cart-invalid-title" data-testid="cart-invalid">
      <header className={styles.invalidHead}>
        <h2 id="cart-invalid-title">失效商品（{lines.length}）</h2>
        <button type="button" className={styles.link} disabled={busy} onClick={onClear}>
          清空失效商品
        </button>
      </header>
      <ul className={styles.lines}>
        {lines.map((l) => (
          <li key={l.cartId} className={`${styles.line} ${styles.lineInvalid}`} data-testid="cart-invalid-line">
            <span className={styles.invalidBadge}>失效</span>
            <span className={styles.thumb}>{l.image ? <img src={l.image} alt={l.skuNm} width={96} height={96} loading="lazy" /> : null}</span>
            <div className={styles.info}>
              <span className={styles.name}>{l.skuNm}</span>
              {l.prodAttr.length ? <p className={styles.attrs}>{l.prodAttr.map((a) => `${a.name}：${a.value}`).join('  ')}</p> : null}
              <p className={styles.reason}>{l.reason}</p>
            </div>
            <div className={styles.ops}>
              <button type="button" className={styles.link} disabled={busy} onClick={() => onRemove(l)}>
                删除
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

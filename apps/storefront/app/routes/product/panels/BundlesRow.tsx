/** 优惠套装: the bundles that contain this product, with bundle price and saving; one at a time. */
import { formatYuan } from '@shop/contracts/money';
import { usePdp } from '../pdp-context';
import styles from './panels.module.css';
import type { InInfo } from './types';

export function BundlesRow({ inInfo }: { inInfo: InInfo }) {
  const { cart, updateCart } = usePdp();
  const bundles = inInfo.bundles ?? [];
  if (bundles.length === 0) return null;
  return (
    <div className={styles.row}>
      <h3 className={styles.rowLabel}>套装</h3>
      <ul className={`${styles.options} ${styles.optionsWide}`} aria-label="优惠套装" data-testid="bundles">
        {bundles.map((b) => (
          <li key={b.code}>
            <button
              type="button"
              className={styles.option}
              aria-pressed={cart.bundleCode === b.code}
              data-testid="bundle-option"
              onClick={() => updateCart({ bundleCode: cart.bundleCode === b.code ? null : b.code })}
            >
              <span className={styles.optionName}>{b.name}</span>
              <span className={styles.bundleItems}>
                {b.items.map((i) => (
                  <span key={i.skuCd}>{i.skuNm}</span>
                ))}
              </span>
              <span>
                <span className={styles.optionPrice}>套装价 {formatYuan(b.total)}</span>
                {b.saving > 0 ? <span className={styles.optionMeta}> · 省 {formatYuan(b.saving)}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

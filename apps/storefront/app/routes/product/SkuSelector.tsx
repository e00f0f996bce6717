/**
 * SKU choice: one row per attribute (颜色 as swatches, the others as buttons). A value that
 * no SKU combines with the other chosen values is disabled; one whose SKU is sold out stays
 * selectable, marked 缺货, so the shopper can ask for the arrival notice.
 */
import { memo } from 'react';
import type { AttrRow } from './pdp-view';
import styles from './product.module.css';

export interface SkuSelectorProps {
  rows: AttrRow[];
  onChoose(skuCd: string): void;
}

export const SkuSelector = memo(function SkuSelector({ rows, onChoose }: SkuSelectorProps) {
  return (
    <div className={styles.selector} data-testid="sku-selector">
      {rows.map((row) => {
        const chosen = row.options.find((o) => o.selected)?.value ?? '';
        return (
          <fieldset key={row.name} className={styles.attrRow} data-attr={row.name}>
            <legend className={styles.attrName}>
              {row.name}
              {chosen ? <span className={styles.attrChosen}>：{chosen}</span> : null}
            </legend>
            <div className={styles.attrValues}>
              {row.options.map((o) => (
                <button
                  key={o.value}
                  type="button"
                  className={`${styles.attrValue} ${o.selected ? styles.attrSelected : ''} ${o.soldOut ? styles.attrSoldOut : ''}`}
                  aria-pressed={o.selected}
                  aria-disabled={o.disabled || undefined}
                  disabled={o.disabled}
                  data-value={o.value}
                  data-sold-out={o.soldOut ? '1' : undefined}
                  title={o.disabled ? '该组合暂无商品' : undefined}
                  onClick={() => {
                    if (o.skuCd && !o.selected) onChoose(o.skuCd);
                  }}
                >
                  {o.hex ? <span className={styles.swatch} style={{ background: o.hex }} aria-hidden="true" /> : null}
                  <span>{o.value}</span>
                  {o.soldOut ? <span className={styles.soldOutTag}>缺货</span> : null}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
});

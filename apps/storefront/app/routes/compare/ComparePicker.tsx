/** The product picker of the comparison page: add up to four products of the category. */
import { useId } from 'react';
import { formatYuan } from '@shop/contracts/money';
import { MAX_COMPARE, MAX_COMPARE_REASON, type CompareCandidate, type CompareCategory } from './compare-data';
import styles from './compare.module.css';

export interface ComparePickerProps {
  category: CompareCategory;
  list: CompareCandidate[];
  selection: string[];
  onAdd(code: string): void;
  onRemove(code: string): void;
}

export function ComparePicker({ category, list, selection, onAdd, onRemove }: ComparePickerProps) {
  const reasonId = useId();
  const full = selection.length >= MAX_COMPARE;
  return (
    <section className={styles.picker} aria-labelledby={`${reasonId}-h`} data-testid="compare-picker">
      <div className={styles.pickerHead}>
        <h2 id={`${reasonId}-h`} className={styles.h2}>
          选择{category.name}
        </h2>
        <p className={styles.count} aria-live="polite" data-testid="compare-count">
          已选 {selection.length}/{MAX_COMPARE}
          {full ? (
            <span id={reasonId} className={styles.reason}>
              {MAX_COMPARE_REASON}
            </span>
          ) : null}
        </p>
      </div>
      {list.length === 0 ? <p className={styles.muted}>该品类暂无可对比的产品。</p> : null}
      <ul className={styles.pickerGrid}>
        {list.map((p) => {
          const code = selection.find((c) => c === p.skuCode || c === p.spuCode);
          return (
            <li key={p.spuCode} className={`${styles.pickerCard} ${code ? styles.pickerOn : ''}`} data-testid="compare-candidate" data-spu={p.spuCode}>
              {p.image ? <img src={p.image} alt="" width={120} height={120} loading="lazy" /> : null}
              <span className={styles.pickerName}>{p.name}</span>
              <span className={styles.price}>{formatYuan(p.price)}</span>
              {code ? (
                <button type="button" className="btn" onClick={() => onRemove(code)} aria-label={`取消对比 ${p.name}`}>
                  已加入 ✓
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={full}
                  title={full ? MAX_COMPARE_REASON : undefined}
                  aria-describedby={full ? reasonId : undefined}
                  aria-label={`加入对比 ${p.name}`}
                  onClick={() => onAdd(p.skuCode)}
                >
                  加入对比
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

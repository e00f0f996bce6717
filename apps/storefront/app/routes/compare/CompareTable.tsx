/**
 * The comparison table: product cards in the head, rows aligned by spec group, rows whose
 * values differ highlighted, and 只看不同 to hide the rows that are equal. On phones the
 * table scrolls sideways with the first column kept in view.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatYuan } from '@shop/contracts/money';
import { groupRows, type CompareInfo } from './compare-data';
import styles from './compare.module.css';

export function CompareTable({ info, selection, onRemove }: { info: CompareInfo; selection: string[]; onRemove(code: string): void }) {
  const [diffOnly, setDiffOnly] = useState(false);
  const toggleId = useId();
  const groups = groupRows(info.rows)
    .map((g) => ({ ...g, rows: diffOnly ? g.rows.filter((r) => !r.same) : g.rows }))
    .filter((g) => g.rows.length > 0);
  const codeOf = (i: number) => {
    const p = info.products[i];
    return selection.find((c) => c === p.skuCode || c === p.spuCode) ?? selection[i] ?? p.skuCode;
  };
  const cols = info.products.length;

  return (
    <section className={styles.tableSection} aria-label="对比结果">
      <div className={styles.toolbar}>
        <label className={styles.toggle} htmlFor={toggleId}>
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            checked={diffOnly}
            onChange={(e) => setDiffOnly(e.target.checked)}
            data-testid="compare-diff-only"
          />
          只看不同
        </label>
        <span className={styles.legend}>
          <span className={styles.legendSwatch} aria-hidden="true" /> 参数不同
        </span>
      </div>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="对比表格，可左右滑动">
        <table className={styles.table} data-testid="compare-table" style={{ ['--cols' as string]: cols }}>
          <caption className="visually-hidden">产品参数对比</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                产品
              </th>
              {info.products.map((p, i) => (
                <th scope="col" key={`${p.skuCode}-${i}`} className={styles.productHead} data-testid="compare-product">
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`移除 ${p.name}`}
                    onClick={() => onRemove(codeOf(i))}
                    data-testid="compare-remove"
                  >
                    ×
                  </button>
                  {p.image ? <img src={p.image} alt="" width={120} height={120} className={styles.productImg} /> : null}
                  <span className={styles.productName}>{p.name}</span>
                  <span className={styles.price}>{formatYuan(p.price)}</span>
                  <Link to={p.url} className={`btn btn-primary ${styles.buy}`} aria-label={`去购买 ${p.name}`}>
                    去购买
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((g) => (
            <tbody key={g.group} data-group={g.group}>
              <tr className={styles.groupRow}>
                <th scope="colgroup" colSpan={cols + 1} className={styles.groupHead}>
                  <span className={styles.groupLabel}>{g.group}</span>
                </th>
              </tr>
              {g.rows.map((r) => (
                <tr
                  key={`${g.group}-${r.name}`}
                  className={r.same ? undefined : styles.diff}
                  data-testid="compare-row"
                  data-diff={r.same ? 'false' : 'true'}
                  data-name={r.name}
                >
                  <th scope="row" className={styles.rowHead}>
                    {r.name}
                    {r.same ? null : <span className="visually-hidden">（参数不同）</span>}
                  </th>
                  {info.products.map((_, i) => (
                    <td key={i}>{r.values[i] ?? '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {groups.length === 0 ? <p className={styles.muted}>所选产品的参数完全相同。</p> : null}
    </section>
  );
}

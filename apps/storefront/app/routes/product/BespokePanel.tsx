/**
 * Bespoke choice (/design/product/…): one group per panel (colour, material …), each option
 * with its price delta; the price follows the choice (bespokePrice of pdp-rules).
 */
import type { BespokeInfo } from '@shop/contracts/pdp';
import { formatYuan } from '@shop/contracts/money';
import styles from './product.module.css';

export function BespokePanel({ info, choice, onChoose }: { info: BespokeInfo; choice: Record<string, string>; onChoose(group: string, option: string): void }) {
  if (!info.bespoke || info.groups.length === 0) return null;
  return (
    <div className={styles.selector} data-testid="bespoke-panel">
      {info.groups.map((g) => (
        <fieldset key={g.code} className={styles.attrRow} data-group={g.code}>
          <legend className={styles.attrName}>
            {g.name}
            <span className={styles.attrChosen}>：{g.options.find((o) => o.code === (choice[g.code] ?? g.options[0]?.code))?.name ?? ''}</span>
          </legend>
          <div className={styles.attrValues}>
            {g.options.map((o) => {
              const selected = (choice[g.code] ?? g.options[0]?.code) === o.code;
              return (
                <button
                  key={o.code}
                  type="button"
                  className={`${styles.attrValue} ${selected ? styles.attrSelected : ''}`}
                  aria-pressed={selected}
                  data-value={o.code}
                  onClick={() => onChoose(g.code, o.code)}
                >
                  {o.hex ? <span className={styles.swatch} style={{ background: o.hex }} aria-hidden="true" /> : null}
                  <span>{o.name}</span>
                  {o.priceDelta > 0 ? <span className={styles.delta}>+{formatYuan(o.priceDelta)}</span> : null}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/**
 * The old-device chooser shared by /product/hs and the trade-in dialog: platform tabs
 * (rclmPlf), a brand filter, and the models as a radio group with 旧机估价 + 换新补贴 = 合计.
 */
import { useId, useMemo, useState } from 'react';
import { formatYuan } from '@shop/contracts/money';
import { modelLabel, platformsOf, type TradeInModel } from './trade-in-data';
import styles from './trade-in.module.css';

export interface TradeInPickerProps {
  models: TradeInModel[];
  value: string | null;
  onChange(model: TradeInModel): void;
  /** Prefix for test ids, so page and dialog can be told apart. */
  testId?: string;
}

export function TradeInPicker({ models, value, onChange, testId = 'trade-in' }: TradeInPickerProps) {
  const platforms = useMemo(() => platformsOf(models), [models]);
  const chosen = models.find((m) => m.code === value);
  const [platform, setPlatform] = useState<number>(chosen?.platform ?? platforms[0]?.platform ?? 1);
  const [brand, setBrand] = useState('');
  const uid = useId();
  const onPlatform = models.filter((m) => m.platform === platform);
  const brands = [...new Set(onPlatform.map((m) => m.brand))];
  const shown = brand && brands.includes(brand) ? onPlatform.filter((m) => m.brand === brand) : onPlatform;

  if (models.length === 0) return <p className={styles.empty}>该商品暂不支持以旧换新。</p>;

  const onTabKey = (e: React.KeyboardEvent, i: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next = platforms[(i + (e.key === 'ArrowRight' ? 1 : platforms.length - 1)) % platforms.length];
    setPlatform(next.platform);
    setBrand('');
    document.getElementById(`${uid}-tab-${next.platform}`)?.focus();
  };

  return (
    <div className={styles.picker} data-testid={`${testId}-picker`}>
      <div role="tablist" aria-label="回收平台" className={styles.tabs}>
        {platforms.map((p, i) => (
          <button
            key={p.platform}
            id={`${uid}-tab-${p.platform}`}
            type="button"
            role="tab"
            aria-selected={p.platform === platform}
            aria-controls={`${uid}-panel`}
            tabIndex={p.platform === platform ? 0 : -1}
            className={styles.tab}
            data-platform={p.platform}
            onClick={() => {
              setPlatform(p.platform);
              setBrand('');
            }}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            {p.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${uid}-panel`} aria-labelledby={`${uid}-tab-${platform}`} className={styles.panel}>
        {brands.length > 1 ? (
          <div className={styles.brandRow}>
            <label htmlFor={`${uid}-brand`}>品牌</label>
            <select id={`${uid}-brand`} value={brand} onChange={(e) => setBrand(e.target.value)} className={styles.select} data-testid={`${testId}-brand`}>
              <option value="">全部品牌</option>
              {brands.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <fieldset className={styles.models}>
          <legend className="visually-hidden">选择旧机型号</legend>
          {shown.map((m) => (
            <label
              key={m.code}
              className={`${styles.model} ${m.code === value ? styles.modelOn : ''}`}
              data-testid={`${testId}-model`}
              data-code={m.code}
              data-name={modelLabel(m)}
            >
              <input type="radio" name={`${uid}-model`} value={m.code} checked={m.code === value} onChange={() => onChange(m)} className={styles.radio} />
              <span className={styles.modelName}>{modelLabel(m)}</span>
              <span className={styles.modelAmounts}>
                <span>
                  旧机估价 <strong>{formatYuan(m.estimate)}</strong>
                </span>
                <span>
                  换新补贴 <strong>{formatYuan(m.subsidy)}</strong>
                </span>
                <span className={styles.modelTotal}>
                  合计抵扣 <strong data-testid={`${testId}-model-total`}>{formatYuan(m.total)}</strong>
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}

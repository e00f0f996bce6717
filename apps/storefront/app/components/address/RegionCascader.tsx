/**
 * Province → city → district, each a native <select> (keyboard, screen readers and phone
 * pickers for free). Choosing a level loads the next one from GET /api/sys/region/children;
 * a change higher up clears the levels below. 港澳台 are listed but not selectable (no delivery).
 */
import { useEffect, useId, useState } from 'react';
import type { Region } from '@shop/contracts/delivery';
import { regionChildren } from './address-api';
import styles from './address.module.css';

export interface RegionValue {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

const LEVELS = [
  { key: 'provinceCode', label: '省份', placeholder: '请选择省份' },
  { key: 'cityCode', label: '城市', placeholder: '请选择城市' },
  { key: 'districtCode', label: '区县', placeholder: '请选择区县' },
] as const;

function useChildren(parent: string | null): Region[] {
  const [list, setList] = useState<Region[]>([]);
  useEffect(() => {
    if (!parent) {
      setList([]);
      return;
    }
    let alive = true;
    regionChildren(parent)
      .then((l) => alive && setList(l))
      .catch(() => alive && setList([]));
    return () => {
      alive = false;
    };
  }, [parent]);
  return list;
}

export function RegionCascader({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: RegionValue;
  onChange: (v: RegionValue) => void;
  errors?: Partial<Record<keyof RegionValue, string>>;
  disabled?: boolean;
}) {
  const id = useId();
  const provinces = useChildren('0');
  const cities = useChildren(value.provinceCode || null);
  const districts = useChildren(value.cityCode || null);
  const lists = [provinces, cities, districts];

  const pick = (level: number, code: string) => {
    if (level === 0) onChange({ provinceCode: code, cityCode: '', districtCode: '' });
    else if (level === 1) onChange({ ...value, cityCode: code, districtCode: '' });
    else onChange({ ...value, districtCode: code });
  };

  return (
    <fieldset className={styles.cascader} data-testid="region-cascader">
      <legend className={styles.label}>所在地区</legend>
      <div className={styles.cascaderRow}>
        {LEVELS.map((lv, i) => {
          const list = lists[i]!;
          const current = value[lv.key];
          const err = errors?.[lv.key];
          // Before its options arrive, keep the chosen code as an option so the value holds.
          const known = !current || list.some((r) => r.code === current);
          return (
            <div key={lv.key} className={styles.cascaderCell}>
              <label htmlFor={`${id}-${lv.key}`} className="visually-hidden">
                {lv.label}
              </label>
              <select
                id={`${id}-${lv.key}`}
                className={styles.select}
                value={current}
                disabled={disabled || (i > 0 && !value[LEVELS[i - 1]!.key])}
                aria-invalid={err ? true : undefined}
                aria-describedby={err ? `${id}-${lv.key}-err` : undefined}
                onChange={(e) => pick(i, e.target.value)}
              >
                <option value="">{lv.placeholder}</option>
                {known ? null : <option value={current}>{current}</option>}
                {list.map((r) => (
                  <option key={r.code} value={r.code} disabled={r.supported === false}>
                    {r.supported === false ? `${r.name}（暂不支持配送）` : r.name}
                  </option>
                ))}
              </select>
              {err ? (
                <p id={`${id}-${lv.key}-err`} className={styles.error} role="alert">
                  {err}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

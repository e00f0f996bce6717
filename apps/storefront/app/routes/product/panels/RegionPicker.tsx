/**
 * 配送至 picker: three tabs 省 / 市 / 区 over GET /api/sys/region/children/{parentCode}
 * (GB/T 2260 codes; '0' = provinces). A popover-like dialog on PC, a bottom sheet on phones;
 * the tabs follow the WAI-ARIA tabs pattern (arrow keys, Home/End). Loaded lazily: the page
 * only needs it when the shopper opens it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '../../../chrome/dialogs';
import styles from './region.module.css';
import type { ChosenRegion } from './region-store';
import type { Region } from './types';
import { deliveryEndpoints } from '@shop/contracts/endpoint-refs/delivery';
import { quietGet } from './use-panel-data';

const LEVELS = ['省', '市', '区'] as const;
const cache = new Map<string, Region[]>();

async function children(parent: string): Promise<Region[] | string> {
  const hit = cache.get(parent);
  if (hit) return hit;
  const r = await quietGet(deliveryEndpoints.regionChildren, { params: { parentCode: parent } });
  if (!r.ok) return r.failure.message || '地区加载失败，请稍后再试';
  cache.set(parent, r.data);
  return r.data;
}

export interface RegionPickerProps {
  open: boolean;
  value: ChosenRegion;
  sheet: boolean;
  onClose(): void;
  onChoose(region: ChosenRegion): void;
}

export default function RegionPicker({ open, value, sheet, onClose, onChoose }: RegionPickerProps) {
  const [level, setLevel] = useState(0);
  const [chosen, setChosen] = useState<(Region | null)[]>([value.province, value.city, value.district]);
  const [lists, setLists] = useState<(Region[] | null)[]>([null, null, null]);
  const [error, setError] = useState('');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // Answers can come back out of order when the shopper taps quickly: only the latest counts.
  const latest = useRef([0, 0, 0]);
  const load = async (lvl: number, parent: string) => {
    const ticket = ++latest.current[lvl]!;
    setLists((l) => l.map((x, i) => (i === lvl ? null : x)));
    const res = await children(parent);
    if (ticket !== latest.current[lvl]) return null;
    if (typeof res === 'string') {
      setError(res);
      return null;
    }
    setError('');
    setLists((l) => l.map((x, i) => (i === lvl ? res : x)));
    return res;
  };

  // Opening shows the current choice with its lists, on the district tab.
  useEffect(() => {
    if (!open) return;
    setChosen([value.province, value.city, value.district]);
    setLevel(2);
    void load(0, '0');
    void load(1, value.province.code);
    void load(2, value.city.code);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const pick = async (lvl: number, region: Region) => {
    const next = chosen.slice(0, lvl).concat(region, ...Array(2 - lvl).fill(null));
    setChosen(next);
    if (lvl === 2) {
      onChoose({ province: next[0]!, city: next[1]!, district: region });
      return;
    }
    // Move on at once (the next list shows 正在加载…), so a second tap cannot hit the old list.
    setLevel(lvl + 1);
    const list = await load(lvl + 1, region.code);
    if (list && list.length === 0) {
      // A region without a lower level (e.g. 台湾 in the code list): it stands for itself.
      const filled = next.map((r) => r ?? region);
      onChoose({ province: filled[0]!, city: filled[1]!, district: filled[2]! });
    }
  };

  const enabled = (lvl: number) => lvl === 0 || Boolean(chosen[lvl - 1]);
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const usable = [0, 1, 2].filter(enabled);
    const at = usable.indexOf(level);
    let to: number | undefined;
    if (e.key === 'ArrowRight') to = usable[(at + 1) % usable.length];
    else if (e.key === 'ArrowLeft') to = usable[(at - 1 + usable.length) % usable.length];
    else if (e.key === 'Home') to = usable[0];
    else if (e.key === 'End') to = usable[usable.length - 1];
    if (to === undefined) return;
    e.preventDefault();
    setLevel(to);
    tabRefs.current[to]?.focus();
  };

  const list = lists[level];
  return (
    <Dialog open={open} title="选择配送地区" onClose={onClose} variant={sheet ? 'sheet' : 'center'} size="md" testId="region-picker">
      <div className={styles.tabs} role="tablist" aria-label="省市区">
        {LEVELS.map((label, i) => (
          <button
            key={label}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`region-tab-${i}`}
            aria-selected={level === i}
            aria-controls="region-panel"
            tabIndex={level === i ? 0 : -1}
            disabled={!enabled(i)}
            className={styles.tab}
            onClick={() => setLevel(i)}
            onKeyDown={onTabKey}
          >
            {chosen[i]?.name ?? `请选择${label}`}
          </button>
        ))}
      </div>
      <div id="region-panel" role="tabpanel" aria-labelledby={`region-tab-${level}`} className={styles.panel}>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : !list ? (
          <p className={styles.loading}>正在加载…</p>
        ) : (
          <ul className={styles.list}>
            {list.map((r) => (
              <li key={r.code}>
                <button
                  type="button"
                  className={styles.item}
                  aria-pressed={chosen[level]?.code === r.code}
                  data-code={r.code}
                  onClick={() => void pick(level, r)}
                >
                  {r.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

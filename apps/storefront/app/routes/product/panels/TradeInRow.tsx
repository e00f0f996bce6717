/**
 * 以旧换新: opens the trade-in dialog (platform, old model, estimate and subsidy); the chosen
 * credit shows here and the cart draft carries hsType. Hidden when hs and hs2 are stopBuy.
 */
import { lazy, Suspense, useState } from 'react';
import { formatYuan } from '@shop/contracts/money';
import type { TradeInChoice } from '../../trade-in/TradeInDialog';
import { usePdp } from '../pdp-context';
import styles from './panels.module.css';
import type { InInfo } from './types';

// The dialog (and its CSS) loads on the first click, not with the page.
const TradeInDialog = lazy(() => import('../../trade-in/TradeInDialog').then((m) => ({ default: m.TradeInDialog })));

export function TradeInRow({ inInfo }: { inInfo: InInfo }) {
  const { sku, cart, updateCart } = usePdp();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can hand focus back.
  const [used, setUsed] = useState(false);
  const [choice, setChoice] = useState<TradeInChoice | null>(null);
  const off = (inInfo.buyButtons.hs?.stopBuy ?? true) && (inInfo.buyButtons.hs2?.stopBuy ?? true);
  if (off) return null;
  // The page resets the draft when the SKU changes; the shown choice follows the draft.
  const shown = cart.hsType && choice && cart.hsType.modelCode === choice.modelCode ? choice : null;

  return (
    <div className={styles.row} data-testid="trade-in">
      <h3 className={styles.rowLabel}>以旧换新</h3>
      <div className={styles.rowBody}>
        {shown ? (
          <p className={styles.text} data-testid="trade-in-choice">
            {shown.modelName}：预估回收 <span className={styles.accentText}>{formatYuan(shown.estimate)}</span>
            {shown.subsidy > 0 ? (
              <>
                {' '}
                + 补贴 <span className={styles.accentText}>{formatYuan(shown.subsidy)}</span>
              </>
            ) : null}
            ，共抵 <span className={styles.accentText}>{formatYuan(shown.estimate + shown.subsidy)}</span>
          </p>
        ) : (
          <p className={styles.muted}>旧机估价抵扣新机货款，另享换新补贴</p>
        )}
        <div className={styles.field}>
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
            data-testid="trade-in-open"
          >
            {shown ? '重新估价' : '以旧换新估价'}
          </button>
          {shown ? (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                setChoice(null);
                updateCart({ hsType: null });
              }}
            >
              不使用以旧换新
            </button>
          ) : null}
        </div>
      </div>
      {used ? (
        <Suspense fallback={null}>
          <TradeInDialog
            open={open}
            skuCd={sku.skuCd}
            onCancel={() => setOpen(false)}
            onConfirm={(c) => {
              setOpen(false);
              setChoice(c);
              updateCart({ hsType: { modelCode: c.modelCode, rclmPlf: c.rclmPlf } });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

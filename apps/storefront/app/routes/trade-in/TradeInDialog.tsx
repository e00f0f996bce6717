/**
 * The trade-in dialog of spec 3: recycling platform (rclmPlf), the old-device models
 * (Multiple, prodNm) with 旧机估价 (OldmachineNewprice / OldmachineOldprice) and 换新补贴
 * (subsidynewPrice / subsidyoldPrice). Spec 4: the left button cancels, the right confirms.
 * Estimates load in the browser when the dialog opens (for the SKU being bought).
 */
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../chrome/dialogs';
import { browserCaller } from '../../lib/api-call';
import { formatYuan } from '@shop/contracts/money';
import { dialogFields, fetchEstimates, type TradeInEstimate, type TradeInModel } from './trade-in-data';
import { TradeInPicker } from './TradeInPicker';
import styles from './trade-in.module.css';

export interface TradeInChoice {
  /** Recycling platform rclmPlf 1, 2 or 3. */
  rclmPlf: number;
  modelCode: string;
  modelName: string;
  /** Old-machine estimate and the subsidy, fen. */
  estimate: number;
  subsidy: number;
}

export interface TradeInDialogProps {
  open: boolean;
  skuCd: string;
  onCancel(): void;
  onConfirm(choice: TradeInChoice): void;
}

export function toChoice(m: TradeInModel): TradeInChoice {
  return { rclmPlf: m.platform, modelCode: m.code, modelName: m.name, estimate: m.estimate, subsidy: m.subsidy };
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: TradeInEstimate };

export function TradeInDialog({ open, skuCd, onCancel, onConfirm }: TradeInDialogProps) {
  const [load, setLoad] = useState<{ sku: string; value: Load }>({ sku: '', value: { state: 'loading' } });
  const [chosen, setChosen] = useState<TradeInModel | null>(null);
  // The SKU whose estimates are loaded or on the way; a failure clears it so reopening retries.
  const requested = useRef('');

  useEffect(() => {
    if (!open || !skuCd || requested.current === skuCd) return;
    requested.current = skuCd;
    setLoad({ sku: skuCd, value: { state: 'loading' } });
    setChosen(null);
    fetchEstimates(browserCaller, skuCd)
      .then((data) => requested.current === skuCd && setLoad({ sku: skuCd, value: { state: 'ready', data } }))
      .catch((e: Error) => {
        if (requested.current !== skuCd) return;
        requested.current = '';
        setLoad({ sku: skuCd, value: { state: 'error', message: e.message || '估价加载失败，请稍后重试' } });
      });
  }, [open, skuCd]);

  const v = load.value;
  return (
    <Dialog
      open={open}
      title="以旧换新"
      onClose={onCancel}
      size="md"
      testId="trade-in-dialog"
      actions={
        <>
          <button type="button" className="btn" onClick={onCancel} data-testid="trade-in-cancel">
            取消
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!chosen}
            onClick={() => chosen && onConfirm(toChoice(chosen))}
            data-testid="trade-in-confirm"
          >
            确认
          </button>
        </>
      }
    >
      {v.state === 'loading' ? (
        <p className={styles.empty} role="status">
          正在获取旧机估价…
        </p>
      ) : v.state === 'error' ? (
        <p className={styles.empty} role="alert">
          {v.message}
        </p>
      ) : (
        <div className={styles.dialogBody}>
          <TradeInPicker key={load.sku} models={v.data.models} value={chosen?.code ?? null} onChange={setChosen} testId="trade-in-dialog" />
          <DialogSummary model={chosen} newPrice={v.data.newPrice} />
        </div>
      )}
    </Dialog>
  );
}

/** Spec 3's figures for the chosen device, read out when they change. */
function DialogSummary({ model, newPrice }: { model: TradeInModel | null; newPrice: number }) {
  if (!model) {
    return (
      <p className={styles.dialogSummary} aria-live="polite">
        请选择旧机型号
      </p>
    );
  }
  const f = dialogFields(model, newPrice);
  return (
    <dl className={styles.dialogFields} aria-live="polite" data-testid="trade-in-dialog-summary" data-rclm-plf={f.rclmPlf}>
      <div>
        <dt>回收平台</dt>
        <dd>{model.platformName}</dd>
      </div>
      <div>
        <dt>旧机型号</dt>
        <dd>{f.Multiple.map((m) => m.prodNm).join('、')}</dd>
      </div>
      <div>
        <dt>旧机回收价</dt>
        <dd>
          <strong>{formatYuan(f.OldmachineNewprice)}</strong>
          <span className={styles.was}>
            （估价 {formatYuan(f.OldmachineOldprice)} + 补贴 {formatYuan(model.subsidy)}）
          </span>
        </dd>
      </div>
      <div>
        <dt>新机到手价</dt>
        <dd>
          <strong data-testid="trade-in-dialog-final">{formatYuan(f.subsidynewPrice)}</strong>
          <del className={styles.was}>{formatYuan(f.subsidyoldPrice)}</del>
        </dd>
      </div>
    </dl>
  );
}

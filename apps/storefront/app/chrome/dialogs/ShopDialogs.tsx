/**
 * The reusable popups of spec 2.1 / 4 / 8, built on <Dialog>: empty cart, remove product,
 * preference, and the message dialog that hides itself (10 s on PC, 2 s on phones).
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { UI_MS } from '@shop/contracts/constants';
import { Dialog } from './Dialog';
import { CheckIcon, InfoIcon } from '../icons';
import styles from './dialogs.module.css';

export const EMPTY_CART_MESSAGE = '购物车中还没有商品.';
export const REMOVE_PRODUCT_WARNING = '移除商品后，已使用的优惠券或优惠码将不予退还。';

export function EmptyCartDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      title="提示"
      onClose={onClose}
      testId="dialog-empty-cart"
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          确定
        </button>
      }
    >
      <p className={styles.text}>{EMPTY_CART_MESSAGE}</p>
    </Dialog>
  );
}

export function RemoveProductDialog({
  open,
  productName,
  onMoveToWishlist,
  onDelete,
  onClose,
}: {
  open: boolean;
  productName?: string;
  onMoveToWishlist: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      title="移除产品"
      onClose={onClose}
      testId="dialog-remove-product"
      actions={
        <>
          <button type="button" className="btn" onClick={onMoveToWishlist}>
            移至心愿单
          </button>
          <button type="button" className="btn btn-primary" onClick={onDelete}>
            删除
          </button>
        </>
      }
    >
      {productName ? <p className={styles.text}>确定要从购物车移除“{productName}”吗？</p> : null}
      <p className={styles.warn}>{REMOVE_PRODUCT_WARNING}</p>
    </Dialog>
  );
}

export function PreferenceDialog({
  open,
  title = '偏好设置',
  children,
  onConfirm,
  onLater,
}: {
  open: boolean;
  title?: string;
  children?: ReactNode;
  onConfirm: () => void;
  /** 稍后, Escape and the close button. */
  onLater: () => void;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onLater}
      testId="dialog-preference"
      actions={
        <>
          <button type="button" className="btn" onClick={onLater}>
            稍后
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm}>
            确认
          </button>
        </>
      }
    >
      {children ?? <p className={styles.text}>根据您的浏览偏好为您推荐商品与活动，是否开启个性化推荐？</p>}
    </Dialog>
  );
}

/** Spec 3 message dialog: message, success flag, optional action link, auto-hide. */
export function MessageDialog({
  open,
  message,
  success = false,
  onClose,
  mobile,
  time,
  action,
}: {
  open: boolean;
  message: ReactNode;
  success?: boolean;
  onClose: () => void;
  /** Phone layout: hides after 2 s instead of 10 s (spec 4, 9). */
  mobile: boolean;
  /** Override of the auto-hide time, ms. */
  time?: number;
  action?: { text: string; href: string };
}) {
  const ms = time ?? (mobile ? UI_MS.dialogAutoCloseMobile : UI_MS.dialogAutoClosePc);
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(onClose, ms);
    return () => clearTimeout(t);
  }, [open, ms, onClose]);
  return (
    <Dialog
      open={open}
      title={success ? '操作成功' : '提示'}
      onClose={onClose}
      testId="dialog-message"
      dataAttrs={{ 'data-autoclose-ms': String(ms) }}
      actions={
        action ? (
          <Link to={action.href} className="btn btn-primary" onClick={onClose}>
            {action.text}
          </Link>
        ) : undefined
      }
    >
      <div className={styles.message} data-success={success}>
        <span className={styles.messageIcon} aria-hidden="true">
          {success ? <CheckIcon size={22} /> : <InfoIcon size={22} />}
        </span>
        <p className={styles.text}>{message}</p>
      </div>
    </Dialog>
  );
}

/**
 * THE dialog of the shop, on the native <dialog> element opened with showModal(): the
 * browser makes the rest of the page inert (focus stays inside), puts it in the top layer
 * and gives it aria-modal semantics. We add: a labelled title, Escape to close (unless the
 * dialog must be answered), focus back to where it was, no page scroll behind it, and a
 * bottom-sheet variant for phones.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons';
import styles from './dialogs.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, the close button or a click on the backdrop (when dismissible). */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons row. */
  actions?: ReactNode;
  /** false: Escape, backdrop and close button do nothing (the shopper has to choose). */
  dismissible?: boolean;
  variant?: 'center' | 'sheet' | 'drawer' | 'search';
  /** Hide the title visually (still labels the dialog). */
  hideTitle?: boolean;
  testId?: string;
  size?: 'sm' | 'md';
  /** Extra attributes for the <dialog> (data-*). */
  dataAttrs?: Record<`data-${string}`, string>;
}

export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  dismissible = true,
  variant = 'center',
  hideTitle,
  testId,
  size = 'sm',
  dataAttrs,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      el.showModal();
      document.documentElement.classList.add('dialog-open');
    } else if (!open && el.open) {
      el.close();
    }
    if (!open) {
      if (!document.querySelector('dialog[open]')) document.documentElement.classList.remove('dialog-open');
      if (returnTo.current?.isConnected) returnTo.current.focus();
      returnTo.current = null;
    }
  }, [open]);

  useEffect(
    () => () => {
      if (!document.querySelector('dialog[open]')) document.documentElement.classList.remove('dialog-open');
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${variant === 'sheet' ? styles.sheet : variant === 'drawer' ? styles.drawer : variant === 'search' ? styles.search : ''} ${size === 'md' ? styles.md : ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      data-testid={testId}
      {...dataAttrs}
      onCancel={(e) => {
        // Escape: the browser would close the dialog by itself; React state decides instead.
        e.preventDefault();
        if (dismissible) closeRef.current();
      }}
      onClose={() => {
        // Closed by the browser anyway (e.g. a repeated Escape): keep state and element in step.
        if (open && ref.current && !ref.current.open) {
          if (dismissible) closeRef.current();
          else ref.current.showModal();
        }
      }}
      onClick={(e) => {
        if (dismissible && e.target === e.currentTarget) {
          const r = e.currentTarget.getBoundingClientRect();
          const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
          if (!inside) closeRef.current();
        }
      }}
    >
      {open ? (
        <div className={styles.body}>
          <div className={styles.head}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
            {dismissible ? (
              <button type="button" className={styles.close} aria-label="关闭" onClick={() => closeRef.current()}>
                <CloseIcon size={20} />
              </button>
            ) : null}
          </div>
          {children ? <div className={styles.content}>{children}</div> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

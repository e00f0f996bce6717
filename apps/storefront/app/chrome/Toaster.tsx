import { useSyncExternalStore } from 'react';
import { toastStore } from '../lib/toast';
import styles from './chrome.module.css';

export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => toastStore.empty);
  return (
    <div className={styles.toaster} role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={styles.toast}>
          {t.message}
        </div>
      ))}
    </div>
  );
}

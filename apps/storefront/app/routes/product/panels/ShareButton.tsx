/** 分享: opens the poster dialog, whose code is only loaded on the first tap. */
import { lazy, Suspense, useState } from 'react';
import styles from './extras.module.css';

const SharePoster = lazy(() => import('./SharePoster'));

export function ShareButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.share}
        aria-haspopup="dialog"
        data-testid="share-open"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        分享
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <SharePoster open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

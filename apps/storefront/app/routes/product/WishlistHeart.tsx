/**
 * The heart (收藏) beside the product title. A member sees whether the product is in the
 * wishlist (asked after hydration: the page itself is cached for everyone) and toggles it;
 * a visitor is sent to login with the way back to this page, where the product is then added.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { IsCollect } from '@shop/contracts/wishlist';
import { wishlistEndpoints } from '@shop/contracts/endpoint-refs/wishlist';
import { browserCaller } from '../../lib/api-call';
import { showToast } from '../../lib/toast';
import { signInThenResume, takePendingAction } from '../../lib/resume-after-sign-in';
import { useSignedInUser } from '../../lib/signed-in-user';
import styles from './WishlistHeart.module.css';

export function WishlistHeart({ spuCode, skuCode }: { spuCode: string; skuCode?: string }) {
  const signedIn = !!useSignedInUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [collected, setCollected] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signedIn) return setCollected(false);
    let live = true;
    // Back from signing in after tapping the heart: add the product now (adding twice keeps one).
    const resumed = takePendingAction('wishlist:add');
    const answer = resumed
      ? browserCaller.get(wishlistEndpoints.save, { params: { spuId: spuCode }, body: { skuCd: resumed.payload ?? skuCode } }).then((r) => {
          if (r.collected) showToast('已加入收藏', 2_000);
          return r;
        })
      : browserCaller.get(wishlistEndpoints.isCollect, { params: { spuId: spuCode } });
    answer.then((r) => live && setCollected(r.collected)).catch(() => {});
    return () => {
      live = false;
    };
  }, [signedIn, spuCode]);

  async function toggle() {
    if (!signedIn) {
      navigate(signInThenResume('wishlist:add', skuCode, { path: location.pathname + location.search }));
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const params = { spuId: spuCode };
      const r: IsCollect = collected
        ? await browserCaller.get(wishlistEndpoints.cancel, { params })
        : await browserCaller.get(wishlistEndpoints.save, { params, body: { skuCd: skuCode } });
      setCollected(r.collected);
      showToast(r.collected ? '已加入收藏' : '已取消收藏', 2_000);
    } catch {
      // The generic failure handling already showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={collected}
      aria-label={collected ? '取消收藏' : '收藏'}
      data-testid="wishlist-heart"
      data-collected={collected ? '1' : '0'}
      disabled={busy}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.4-9.3C1.3 7.9 3.4 4.5 6.8 4.5c2 0 3.6 1.1 4.4 2.6h1.6c.8-1.5 2.4-2.6 4.4-2.6 3.4 0 5.5 3.4 4.2 6.7-1.9 4.7-9.4 9.3-9.4 9.3z"
          fill={collected ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span>{collected ? '已收藏' : '收藏'}</span>
    </button>
  );
}

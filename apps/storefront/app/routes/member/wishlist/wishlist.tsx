/**
 * /Personalcenter/Personal_Collection (我的收藏, spec 2.8): the member's saved products,
 * newest first, as a grid of cards (four across on PC, two on phones) with the current
 * price, 已下架 for products no longer sold, 取消收藏, an empty state and page links.
 */
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { WishlistItem } from '@shop/contracts/wishlist';
import type { Route } from './+types/wishlist';
import { routeMeta } from '../../../lib/meta';
import { wishlistEndpoints } from '@shop/contracts/endpoint-refs/wishlist';
import { browserCaller } from '../../../lib/api-call';
import { formatYuan } from '@shop/contracts/money';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { Pagination } from '../../../components/Pagination';
import { loadWishlist } from './wishlist.server';
import styles from './wishlist.module.css';

export const meta = routeMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadWishlist(request, context);
}

const PATH = '/Personalcenter/Personal_Collection';

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className={styles.page} data-testid="wishlist-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '个人中心', path: '/Personalcenter' },
          { name: '我的收藏', path: PATH },
        ]}
      />
      <div className={styles.titleRow}>
        <h1 className={styles.title}>我的收藏</h1>
        {page.total > 0 ? <span className={styles.count}>共 {page.total} 件商品</span> : null}
      </div>
      {page.list.length === 0 ? (
        <section className={styles.empty} data-testid="wishlist-empty">
          <p>您还没有收藏商品</p>
          <p className={styles.hint}>在商品页点击“收藏”，喜欢的商品会出现在这里。</p>
          <Link to="/" className="btn btn-primary">
            去逛逛
          </Link>
        </section>
      ) : (
        <ul className={styles.grid}>
          {page.list.map((item) => (
            <WishlistCard key={item.spuCd} item={item} />
          ))}
        </ul>
      )}
      <Pagination page={page.pageNo} total={page.total} pageSize={page.pageSize} hrefFor={(p) => (p === 1 ? PATH : `${PATH}?page=${p}`)} />
    </div>
  );
}

function WishlistCard({ item }: { item: WishlistItem }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const href = item.skuCd ? `/product/${encodeURIComponent(item.spuCd)}/${encodeURIComponent(item.skuCd)}` : null;

  async function remove() {
    setBusy(true);
    try {
      await browserCaller.get(wishlistEndpoints.cancel, { params: { spuId: item.spuCd } });
      showToast('已取消收藏', 2_000);
      await revalidator.revalidate();
    } catch {
      // The generic failure handling already showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  const picture = item.image ? (
    <img src={item.image} alt={item.name} loading="lazy" className={styles.image} />
  ) : (
    <div className={styles.image} aria-hidden="true" />
  );
  return (
    <li className={`${styles.card} ${item.onSale ? '' : styles.offSale}`} data-testid="wishlist-card" data-spu={item.spuCd}>
      <div className={styles.media}>
        {href && item.onSale ? (
          <Link to={href} tabIndex={-1} aria-hidden="true">
            {picture}
          </Link>
        ) : (
          picture
        )}
        {item.onSale ? null : <span className={styles.offBadge}>已下架</span>}
      </div>
      <div className={styles.body}>
        {href && item.onSale ? (
          <Link to={href} className={styles.name}>
            {item.name}
          </Link>
        ) : (
          <span className={styles.name}>{item.name}</span>
        )}
        <p className={styles.price} data-testid="wishlist-price">
          {item.onSale && item.price !== null ? formatYuan(item.price) : '已下架'}
        </p>
        <button type="button" className={styles.remove} onClick={remove} disabled={busy} data-testid="wishlist-remove">
          取消收藏
        </button>
      </div>
    </li>
  );
}

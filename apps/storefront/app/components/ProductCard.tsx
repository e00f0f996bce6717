/**
 * A product card: picture, name, selling point, price (original struck through), 新品/热销
 * tags, 凭邀请码购买 for invitation-only products, colour swatches (hover or tap shows that
 * colour) and the sold-out state.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductCard as Card } from '@shop/contracts/catalog';
import { Price } from './Price';
import styles from './components.module.css';

export function ProductCard({ product, eager = false, headingLevel = 3 }: { product: Card; eager?: boolean; headingLevel?: 2 | 3 }) {
  const [active, setActive] = useState<number | null>(null);
  const colors = product.colors ?? [];
  const swatch = active != null ? colors[active] : undefined;
  const image = swatch?.image || product.image;
  const href = swatch ? `/product/${product.spuCode}/${swatch.skuCode}` : product.url || `/product/${product.spuCode}/${product.skuCode}`;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${product.soldOut ? styles.cardSoldOut : ''}`} data-testid="product-card" data-spu={product.spuCode}>
      <Link to={href} className={styles.cardLink} prefetch="intent">
        <div className={styles.cardMedia}>
          <img src={image} alt={product.name} width={480} height={480} loading={eager ? 'eager' : 'lazy'} decoding="async" className={styles.cardImg} />
          {product.soldOut ? <span className={styles.soldOut}>已售罄</span> : null}
        </div>
        <div className={styles.cardTags}>
          {product.isNew ? <span className={`${styles.tag} ${styles.tagNew}`}>新品</span> : null}
          {product.isHot ? <span className={`${styles.tag} ${styles.tagHot}`}>热销</span> : null}
          {product.invitationOnly ? (
            <span className={`${styles.tag} ${styles.tagInvite}`} data-testid="card-invitation-only">
              凭邀请码购买
            </span>
          ) : null}
        </div>
        <H className={styles.cardName} data-testid="product-name">
          {product.name}
        </H>
        {product.sellingPoint ? <p className={styles.cardPoint}>{product.sellingPoint}</p> : null}
        <Price price={product.price} origPrice={product.origPrice} />
      </Link>
      {colors.length > 1 ? (
        <ul className={styles.swatches} aria-label={`${product.name} 可选颜色`}>
          {colors.slice(0, 6).map((c, i) => (
            <li key={c.skuCode}>
              <button
                type="button"
                className={styles.swatch}
                style={{ ['--swatch' as string]: c.hex }}
                aria-label={`颜色：${c.name}`}
                aria-pressed={active === i}
                title={c.name}
                onMouseEnter={() => setActive(i)}
                onFocus={() => setActive(i)}
                onClick={() => setActive(i)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export function ProductGrid({ products, eagerCount = 0, className = '' }: { products: Card[]; eagerCount?: number; className?: string }) {
  return (
    <ul className={`${styles.grid} ${className}`} data-testid="product-grid">
      {products.map((p, i) => (
        <li key={`${p.spuCode}-${i}`}>
          <ProductCard product={p} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** A horizontal row that scrolls on small screens (a grid on wide ones). */
export function ProductRail({ products, label }: { products: Card[]; label: string }) {
  return (
    <ul className={styles.rail} aria-label={label}>
      {products.map((p, i) => (
        <li key={`${p.spuCode}-${i}`}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}

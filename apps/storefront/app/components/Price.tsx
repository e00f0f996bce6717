import { formatYuan } from '@shop/contracts/money';
import styles from './components.module.css';

/** Price in yuan; the original price struck through when it is higher. */
export function Price({ price, origPrice, size = 'md' }: { price: number; origPrice?: number; size?: 'md' | 'lg' }) {
  const discounted = origPrice != null && origPrice > price;
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.priceLg : ''}`}>
      <span className="visually-hidden">价格</span>
      <span className={styles.priceNow} data-testid="price">
        {formatYuan(price)}
      </span>
      {discounted ? (
        <>
          <span className="visually-hidden">，原价</span>
          <del className={styles.priceWas}>{formatYuan(origPrice)}</del>
        </>
      ) : null}
    </p>
  );
}

/**
 * The chosen SKU's pictures: one large picture (the page's LCP element: an <img> with its
 * size given, high fetch priority) and thumbnails to switch it (buttons; arrow keys move
 * between them). Links to the 3D view and to the comparison page sit under it.
 */
import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import styles from './product.module.css';

export interface GalleryProps {
  images: string[];
  alt: string;
  spuCode: string;
  skuCd: string;
  has3d: boolean;
  /** TVs compare on their own page. */
  isTv: boolean;
}

const SIZE = 800;

export const Gallery = memo(function Gallery({ images, alt, spuCode, skuCd, has3d, isTv }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  // Another SKU: start again at its first picture.
  useEffect(() => setIndex(0), [skuCd]);
  const current = images[Math.min(index, images.length - 1)] ?? '';

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const delta = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!delta || images.length < 2) return;
    e.preventDefault();
    const next = (index + delta + images.length) % images.length;
    setIndex(next);
    thumbs.current[next]?.focus();
  };

  return (
    <section className={styles.gallery} aria-label="商品图片">
      <div className={styles.galleryMain}>
        {current ? (
          <img
            src={current}
            alt={`${alt}（第${index + 1}张，共${images.length}张）`}
            width={SIZE}
            height={SIZE}
            fetchPriority="high"
            decoding="async"
            data-testid="pdp-main-image"
          />
        ) : (
          <div className={styles.galleryEmpty} data-testid="pdp-main-image">
            暂无图片
          </div>
        )}
      </div>
      {images.length > 1 ? (
        <div className={styles.thumbs} role="group" aria-label="选择图片" onKeyDown={onKey}>
          {images.map((src, i) => (
            <button
              key={src + i}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              className={styles.thumb}
              aria-label={`查看第${i + 1}张图片`}
              aria-pressed={i === index}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" width={64} height={64} loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.galleryLinks}>
        {has3d ? (
          <Link to={`/product_3d?spuCd=${encodeURIComponent(spuCode)}`} className={styles.textLink} data-testid="pdp-3d-link">
            3D 查看
          </Link>
        ) : null}
        <Link to={`${isTv ? '/TVcontrast' : '/contrast'}?skus=${encodeURIComponent(skuCd)}`} className={styles.textLink} data-testid="pdp-compare-link">
          加入对比
        </Link>
      </div>
    </section>
  );
});

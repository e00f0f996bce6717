/** The pictures of one review, large, in the shop dialog: ← → or the buttons step, Esc closes. */
import { Dialog } from '../../../chrome/dialogs';
import styles from './reviews.module.css';

export function ReviewLightbox({ images, index, onIndex, onClose }: { images: string[]; index: number | null; onIndex(i: number): void; onClose(): void }) {
  const open = index !== null && images.length > 0;
  const i = index ?? 0;
  const step = (d: number) => onIndex((i + d + images.length) % images.length);
  return (
    <Dialog open={open} title={`评价图片 ${i + 1}/${images.length}`} onClose={onClose} size="md" testId="review-lightbox">
      {open ? (
        <div
          className={styles.lightbox}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
              e.preventDefault();
              step(e.key === 'ArrowRight' ? 1 : -1);
            }
          }}
        >
          <img src={images[i]} alt={`评价图片 ${i + 1}`} className={styles.lightboxImg} data-testid="review-lightbox-img" />
          {images.length > 1 ? (
            <div className={styles.lightboxNav}>
              <button type="button" className="btn" onClick={() => step(-1)} aria-label="上一张">
                ‹ 上一张
              </button>
              <button type="button" className="btn" onClick={() => step(1)} aria-label="下一张" autoFocus>
                下一张 ›
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}

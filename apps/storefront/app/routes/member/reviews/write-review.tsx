/**
 * /Personalcenter/releaseEvaluated/:code/:id? (发表评价): the review form for line :id of order
 * :code — 1–5 stars, text (5–500 characters), up to 9 pictures uploaded one by one through
 * /api/sys/upload?fileMeta=review, and an anonymous option. A line already reviewed shows its
 * review; a line of another member or not delivered shows the server's message.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { REVIEW_CONTENT_MAX, REVIEW_CONTENT_MIN, REVIEW_IMAGES_MAX } from '@shop/contracts/reviews';
import type { Route } from './+types/write-review';
import { routeMeta } from '../../../lib/meta';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { loadReviewLine } from './reviews.server';
import { Stars } from './to-review';
import styles from './reviews.module.css';
import { reviewsEndpoints } from '@shop/contracts/endpoint-refs/reviews';
import { browserCaller } from '../../../lib/api-call';
import { PictureUploads } from '../../../components/picture-uploads/PictureUploads';

export const meta = routeMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadReviewLine(request, context, params.code, params.id);
}

const LIST = '/Personalcenter/Personalcenter_Evaluate';
const STAR_WORDS = ['', '非常差', '差', '一般', '好', '非常好'];

export default function WriteReview({ loaderData }: Route.ComponentProps) {
  const { line, message } = loaderData;
  const navigate = useNavigate();
  const [star, setStar] = useState(5);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [anonymous, setAnonymous] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const crumbs = [
    { name: '首页', path: '/' },
    { name: '我的评价', path: LIST },
    { name: '发表评价', path: '#' },
  ];
  if (!line) {
    return (
      <div className={styles.page} data-testid="write-review-page">
        <Breadcrumbs crumbs={crumbs} />
        <h1 className={styles.title}>发表评价</h1>
        <section className={styles.empty} data-testid="write-review-missing">
          <p>{message}</p>
          <Link to={LIST} className="btn btn-primary">
            返回我的评价
          </Link>
        </section>
      </div>
    );
  }

  const length = content.trim().length;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!line) return;
    if (length < REVIEW_CONTENT_MIN) return setError(`评价内容至少 ${REVIEW_CONTENT_MIN} 个字`);
    if (length > REVIEW_CONTENT_MAX) return setError(`评价内容最多 ${REVIEW_CONTENT_MAX} 个字`);
    setBusy(true);
    setError('');
    try {
      await browserCaller.get(reviewsEndpoints.save, {
        body: {
          prodCd: line.spuCd,
          skuCd: line.skuCd,
          ordNo: line.ordNo,
          lineId: line.lineId,
          star,
          content,
          images,
          anonymous,
        },
      });
      showToast('评价成功，感谢您的分享', 3_000);
      await navigate(`${LIST}/done`);
    } catch (err) {
      setError(err instanceof ApiError ? err.displayMessage : '提交失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  }

  const attrs = line.attrs.map((a) => a.value).join(' ');
  return (
    <div className={styles.page} data-testid="write-review-page">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>发表评价</h1>
      <div className={styles.product}>
        <img src={line.image} alt={line.name} className={styles.thumb} />
        <div className={styles.info}>
          <span className={styles.name}>{line.name}</span>
          {attrs ? <span className={styles.muted}>{attrs}</span> : null}
          <span className={styles.muted}>订单号 {line.ordNo}</span>
        </div>
      </div>

      {line.review ? (
        <section className={styles.card} style={{ gridTemplateColumns: '1fr' }} data-testid="write-review-done">
          <div className={styles.info}>
            <strong>您已评价过该商品</strong>
            <Stars value={line.review.star} />
            <p className={styles.content}>{line.review.content}</p>
            <Link to={`${LIST}/done`}>查看我的评价</Link>
          </div>
        </section>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate data-testid="write-review-form">
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>商品评分</legend>
            <div className={styles.starPicker} role="radiogroup" aria-label="商品评分">
              {[1, 2, 3, 4, 5].map((n) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={n === star}
                  aria-label={`${n} 星 ${STAR_WORDS[n]}`}
                  data-on={n <= star}
                  className={styles.starButton}
                  onClick={() => setStar(n)}
                  data-testid={`review-star-${n}`}
                >
                  ★
                </button>
              ))}
            </div>
            <span className={styles.muted}>{STAR_WORDS[star]}</span>
          </fieldset>

          <label className={styles.fieldset}>
            <span className={styles.legend}>评价内容</span>
            <textarea
              className={styles.textarea}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              maxLength={REVIEW_CONTENT_MAX}
              placeholder={`分享您的使用感受（${REVIEW_CONTENT_MIN}–${REVIEW_CONTENT_MAX} 字）`}
              data-testid="review-content"
            />
            <span className={styles.counter}>
              {length}/{REVIEW_CONTENT_MAX}
            </span>
          </label>

          <PictureUploads
            fileMeta="review"
            max={REVIEW_IMAGES_MAX}
            pictures={images}
            onChange={setImages}
            onUploading={setUploading}
            label="晒图"
            testIdPrefix="review"
            labelClassName={styles.legend}
            hintClassName={styles.muted}
          />

          <label className={styles.check}>
            <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} data-testid="review-anonymous" />
            匿名评价
          </label>

          {error ? (
            <p className={styles.error} role="alert" data-testid="review-error">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Link to={LIST} className="btn">
              取消
            </Link>
            <button type="submit" className="btn btn-primary" disabled={busy || uploading} data-testid="review-submit">
              {busy ? '提交中…' : '提交评价'}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

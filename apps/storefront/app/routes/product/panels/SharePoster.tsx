/**
 * The share poster: POST /api/act/market/getPdpSharePic gives a picture with the product,
 * its price and a QR code to the page; 保存图片 downloads it. Loaded lazily (ShareButton).
 */
import { useEffect, useState } from 'react';
import type { SharePoster as Poster } from '@shop/contracts/delivery';
import { Dialog } from '../../../chrome/dialogs';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { browserCaller } from '../../../lib/api-call';
import { usePdp } from '../pdp-context';
import styles from './extras.module.css';

export default function SharePoster({ open, onClose }: { open: boolean; onClose(): void }) {
  const { base, sku, env } = usePdp();
  const spuCd = base.spuBaseInfo.prodCd;
  const [poster, setPoster] = useState<{ key: string; value: Poster } | null>(null);
  const [failed, setFailed] = useState(false);
  const key = `${spuCd}/${sku.skuCd}`;

  useEffect(() => {
    if (!open || poster?.key === key) return;
    let alive = true;
    setFailed(false);
    browserCaller
      .get(pdpEndpoints.sharePoster, { body: { spuCd, skuCd: sku.skuCd } })
      .then((value) => alive && setPoster({ key, value }))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [open, key, spuCd, sku.skuCd, poster?.key]);

  const current = poster?.key === key ? poster.value : null;
  return (
    <Dialog
      open={open}
      title="分享商品"
      onClose={onClose}
      variant={env === 'pc' ? 'center' : 'sheet'}
      testId="share-poster"
      actions={
        current ? (
          <a className="btn btn-primary" href={current.dataUri || current.url} download={`${sku.skuCd}-分享海报.svg`} data-testid="poster-save">
            保存图片
          </a>
        ) : null
      }
    >
      <div className={styles.posterFrame}>
        {current ? (
          <img
            src={current.url}
            alt={`${base.spuBaseInfo.prodNm} 分享海报`}
            width={current.width}
            height={current.height}
            className={styles.posterImg}
            data-testid="poster-image"
          />
        ) : failed ? (
          <p className={styles.posterNote}>海报生成失败，请稍后再试</p>
        ) : (
          <p className={styles.posterNote}>正在生成海报…</p>
        )}
      </div>
      <p className={styles.posterNote}>保存图片后分享给好友，扫描二维码即可查看商品</p>
    </Dialog>
  );
}

/**
 * /product_3d?spuCd=… — the 360° view of a product from its frames (list3DModel). The loader
 * fetches the frame URLs; an unknown product or one without frames answers a 404 notice.
 */
import { data, Link } from 'react-router';
import type { Route } from './+types/product-3d';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { NoticeView } from '../../chrome/Notice';
import { Spin360 } from './Spin360';
import styles from './product-3d.module.css';

export const meta = routeMeta;

const SPU_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const spuCd = new URL(request.url).searchParams.get('spuCd')?.trim() ?? '';
  if (!SPU_PATTERN.test(spuCd)) return data({ spuCd, frames: [] as string[], name: '' }, { status: 404 });
  const api = serverCaller(context);
  const frames = await api
    .get(pdpEndpoints.list3DModel, { params: { prodCd: spuCd } })
    .then((list) => (Array.isArray(list) ? list.filter((f) => typeof f === 'string' && f !== '') : []))
    .catch(() => [] as string[]);
  if (frames.length === 0) return data({ spuCd, frames, name: '' }, { status: 404 });
  // The name is a nicety for the heading; a failure leaves the code.
  const name = await api
    .get(pdpEndpoints.baseInfo, { params: { prodCd: spuCd } })
    .then((b) => b?.spuBaseInfo?.prodNm ?? '')
    .catch(() => '');
  return { spuCd, frames, name };
}

export default function Product3d({ loaderData }: Route.ComponentProps) {
  const { spuCd, frames, name } = loaderData;
  if (frames.length === 0) {
    return (
      <div className={styles.page} data-testid="product-3d-missing">
        <NoticeView kind="notFound" />
        <p className={styles.missing}>
          该商品暂无 360° 展示。
          {spuCd ? <Link to={`/product/${encodeURIComponent(spuCd)}`}>返回商品页</Link> : null}
        </p>
      </div>
    );
  }
  const title = `${name || spuCd} 360° 全景展示`;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        <Link to={`/product/${encodeURIComponent(spuCd)}`} className="btn" data-testid="back-to-product">
          返回商品页
        </Link>
      </header>
      <Spin360 frames={frames} label={`${name || spuCd} 360° 视图`} />
    </div>
  );
}

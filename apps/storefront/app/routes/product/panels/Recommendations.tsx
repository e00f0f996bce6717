/**
 * 为你推荐: cards from recSmartInfo, loaded when the row comes near the viewport (it is at
 * the bottom of the page: most visits never need it). A row that scrolls on phones.
 */
import { useEffect, useRef, useState } from 'react';
import type { ProductCard } from '@shop/contracts/catalog';
import { ProductRail } from '../../../components/ProductCard';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { usePdp } from '../pdp-context';
import styles from './extras.module.css';
import { usePanelData } from './use-panel-data';

const COUNT = 8;

export function Recommendations() {
  const { base } = usePdp();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '600px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const { data, loading } = usePanelData<typeof pdpEndpoints.recSmartInfo, ProductCard[] | { products: ProductCard[] }>(
    pdpEndpoints.recSmartInfo,
    near ? { params: { prodCd: base.spuBaseInfo.prodCd, x: COUNT } } : null,
  );
  const cards = Array.isArray(data) ? data : (data?.products ?? []);
  if (near && !loading && cards.length === 0) return null;

  return (
    <section ref={ref} className={styles.recs} aria-labelledby="pdp-recs-title" data-testid="recommendations">
      <h2 id="pdp-recs-title" className={styles.recsTitle}>
        为你推荐
      </h2>
      {cards.length > 0 ? <ProductRail products={cards} label="为你推荐" /> : <div className={styles.recsReserve} aria-hidden="true" />}
    </section>
  );
}

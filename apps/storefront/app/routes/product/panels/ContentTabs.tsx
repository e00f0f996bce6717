/**
 * 商品介绍 / 规格参数 / 包装清单 / 售后保障. The overview is the API's sanitised HTML (detlHtml
 * on PC, detlH5 elsewhere). Tabs follow the WAI-ARIA pattern (arrow keys, Home/End) and are
 * linkable: /product/S25U#specs opens the specifications.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { usePdp } from '../pdp-context';
import styles from './content.module.css';
import type { DetailInfo, SpecGroup } from './types';
import { usePanelData } from './use-panel-data';

const TABS = [
  { id: 'overview', label: '商品介绍' },
  { id: 'specs', label: '规格参数' },
  { id: 'packing', label: '包装清单' },
  { id: 'service', label: '售后保障' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export function ContentTabs() {
  const pdp = usePdp();
  const spu = pdp.base.spuBaseInfo.prodCd;
  const fromPage = pdp.detail ?? undefined;
  const fetched = usePanelData<typeof pdpEndpoints.detailInfoOfSku, DetailInfo>(
    pdpEndpoints.detailInfoOfSku,
    fromPage ? null : { params: { prodCd: spu, skuCd: pdp.sku.skuCd } },
  );
  const detail = fromPage ?? fetched.data;
  const needSpecs = Boolean(detail && (!detail.spec || detail.spec.length === 0));
  const specInfo = usePanelData<typeof pdpEndpoints.specInfo, SpecGroup[] | { spec: SpecGroup[] }>(
    pdpEndpoints.specInfo,
    needSpecs ? { params: { prodCd: spu } } : null,
  );
  const specs: SpecGroup[] = detail?.spec?.length ? detail.spec : Array.isArray(specInfo.data) ? specInfo.data : (specInfo.data?.spec ?? []);

  const [active, setActive] = useState<TabId>('overview');
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const rootRef = useRef<HTMLElement>(null);

  // A link to #specs (etc.) opens that tab and brings it into view.
  useEffect(() => {
    const fromHash = () => {
      const id = location.hash.slice(1);
      if (TABS.some((t) => t.id === id)) {
        setActive(id as TabId);
        rootRef.current?.scrollIntoView({ block: 'start' });
      }
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  const select = (id: TabId, focus = false) => {
    setActive(id);
    history.replaceState(history.state, '', `${location.pathname}${location.search}#${id}`);
    if (focus) tabRefs.current[id]?.focus();
  };

  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const at = TABS.findIndex((t) => t.id === active);
    const to =
      e.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + TABS.length) % TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    select(TABS[to]!.id, true);
  };

  const html = detail ? (pdp.env === 'pc' ? detail.detlHtml : detail.detlH5 || detail.detlHtml) : '';

  return (
    <section className={styles.root} ref={rootRef} aria-label="商品详情" data-testid="content-tabs">
      <div className={styles.tablist} role="tablist" aria-label="商品详情">
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={active === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={active === t.id ? 0 : -1}
            className={styles.tab}
            onClick={() => select(t.id)}
            onKeyDown={onKey}
          >
            {t.label}
          </button>
        ))}
      </div>

      <div id="panel-overview" role="tabpanel" aria-labelledby="tab-overview" hidden={active !== 'overview'} className={styles.panel} tabIndex={0}>
        {detail ? (
          <>
            {detail.detlTitl ? <h2 className={styles.heading}>{detail.detlTitl}</h2> : null}
            {detail.detlDsc ? <p className={styles.lead}>{detail.detlDsc}</p> : null}
            {/* Sanitised by the API (allow-listed tags, attributes and our own image URLs). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML sanitised by the API's allow-list */}
            <div className={styles.html} data-testid="overview-html" dangerouslySetInnerHTML={{ __html: html }} />
          </>
        ) : fetched.failure ? (
          <p className={styles.empty}>商品介绍暂时无法加载，请稍后刷新重试</p>
        ) : (
          <div className={styles.reserve} aria-hidden="true" />
        )}
      </div>

      <div id="panel-specs" role="tabpanel" aria-labelledby="tab-specs" hidden={active !== 'specs'} className={styles.panel} tabIndex={0}>
        {specs.length > 0 ? (
          <table className={styles.specs} data-testid="spec-table">
            <caption className="visually-hidden">规格参数</caption>
            {specs.map((g) => (
              <tbody key={g.group}>
                <tr>
                  <th scope="rowgroup" colSpan={2} className={styles.specGroup}>
                    {g.group}
                  </th>
                </tr>
                {g.items.map((i) => (
                  <tr key={i.name}>
                    <th scope="row" className={styles.specName}>
                      {i.name}
                    </th>
                    <td className={styles.specValue}>{i.value}</td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        ) : (
          <p className={styles.empty}>{detail || specInfo.failure ? '暂无规格参数' : '正在加载…'}</p>
        )}
      </div>

      <div id="panel-packing" role="tabpanel" aria-labelledby="tab-packing" hidden={active !== 'packing'} className={styles.panel} tabIndex={0}>
        {detail?.packLst?.length ? (
          <ul className={styles.packing} data-testid="packing-list">
            {detail.packLst.map((p) => (
              <li key={p.name}>
                <span>{p.name}</span>
                <span className={styles.qty}>× {p.qty}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{detail ? '暂无包装清单' : '正在加载…'}</p>
        )}
      </div>

      <div id="panel-service" role="tabpanel" aria-labelledby="tab-service" hidden={active !== 'service'} className={styles.panel} tabIndex={0}>
        <AfterSales />
      </div>
    </section>
  );
}

/** The shop's standing after-sales promises (the same for every product of the official store). */
function AfterSales() {
  return (
    <div className={styles.service}>
      <h3>正品保障</h3>
      <p>官方商城所售商品均为品牌原厂正品，提供正规发票。</p>
      <h3>全国联保</h3>
      <p>凭发票或电子保修卡享受全国联保服务，整机保修期以三包凭证为准。</p>
      <h3>7天无理由退货</h3>
      <p>签收之日起7天内，商品及包装完好、不影响二次销售，可申请无理由退货（定制商品除外）。</p>
      <h3>15天质量问题换货</h3>
      <p>签收之日起15天内出现性能故障，经官方服务中心检测确认后可申请换货。</p>
    </div>
  );
}

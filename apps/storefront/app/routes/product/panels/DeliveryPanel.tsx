/**
 * 配送至: the chosen region (remembered) and the promised date for the SKU from
 * deliveryTime/v2/getES. ERR_PDP_CHECK_DELIVERY is this panel's to handle (spec 8: the
 * no-address prompt, not the generic toast), so the call is made raw.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { pdpEndpoints } from '@shop/contracts/endpoint-refs/pdp';
import { Dialog } from '../../../chrome/dialogs';
import { quietApi } from '../../../lib/api-call';
import { usePdp } from '../pdp-context';
import styles from './panels.module.css';
import { DEFAULT_REGION, readRegion, regionLabel, saveRegion, type ChosenRegion } from './region-store';
import type { DeliveryEstimate } from './types';
import { DeliveryRow } from './reserves';

const RegionPicker = lazy(() => import('./RegionPicker'));

type Estimate = { kind: 'loading' } | { kind: 'ok'; value: DeliveryEstimate } | { kind: 'unsupported'; message: string } | { kind: 'error'; message: string };

/** `openAtOnce`: the shopper tapped the region before this panel's code was in (the page's DeliveryRow). */
export function DeliveryPanel({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const { sku, env } = usePdp();
  const [region, setRegion] = useState<ChosenRegion>(DEFAULT_REGION);
  const [ready, setReady] = useState(false);
  const [estimate, setEstimate] = useState<Estimate>({ kind: 'loading' });
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerLoaded, setPickerLoaded] = useState(false);
  const [prompt, setPrompt] = useState(false);

  // The stored region is only known in the browser: read it after hydration.
  useEffect(() => {
    setRegion(readRegion());
    setReady(true);
  }, []);

  useEffect(() => {
    if (!ready) return;
    let alive = true;
    setEstimate({ kind: 'loading' });
    const params = { skuCd: sku.skuCd, provinceCode: region.province.code, cityCode: region.city.code, districtCode: region.district.code };
    quietApi.call(pdpEndpoints.deliveryEstimate, { params }).then((res) => {
      if (!alive) return;
      if (res.ok && res.data) setEstimate({ kind: 'ok', value: res.data as DeliveryEstimate });
      else if (!res.ok && res.failure.code === 'ERR_PDP_CHECK_DELIVERY') {
        setEstimate({ kind: 'unsupported', message: res.failure.message || '该地区暂不支持配送，请更换收货地址' });
        setPrompt(true);
      } else setEstimate({ kind: 'error', message: (!res.ok && res.failure.message) || '暂时无法获取配送时间' });
    });
    return () => {
      alive = false;
    };
  }, [ready, sku.skuCd, region.province.code, region.city.code, region.district.code]);

  const openPicker = () => {
    setPickerLoaded(true);
    setPickerOpen(true);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the panel mounts.
  useEffect(() => {
    if (openAtOnce) openPicker();
  }, []);

  return (
    <DeliveryRow
      region={regionLabel(region)}
      onOpen={openPicker}
      text={
        estimate.kind === 'ok' ? (
          <>
            {estimate.value.text}
            {estimate.value.deliveryTyp === 1 ? <span className={styles.muted}>（大件商品，送装一体，将预约上门时间）</span> : null}
          </>
        ) : estimate.kind === 'unsupported' ? (
          <span className={styles.accentText}>该地区暂不支持配送</span>
        ) : estimate.kind === 'error' ? (
          <span className={styles.muted}>{estimate.message}</span>
        ) : undefined
      }
    >
      {pickerLoaded ? (
        <Suspense fallback={null}>
          <RegionPicker
            open={pickerOpen}
            value={region}
            sheet={env !== 'pc'}
            onClose={() => setPickerOpen(false)}
            onChoose={(r) => {
              setPickerOpen(false);
              setRegion(r);
              saveRegion(r);
            }}
          />
        </Suspense>
      ) : null}

      <Dialog
        open={prompt}
        title="提示"
        onClose={() => setPrompt(false)}
        testId="no-address-prompt"
        actions={
          <>
            <button type="button" className="btn" onClick={() => setPrompt(false)}>
              我知道了
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setPrompt(false);
                openPicker();
              }}
            >
              更换地址
            </button>
          </>
        }
      >
        <p className={styles.text}>{estimate.kind === 'unsupported' ? estimate.message : '该地区暂不支持配送，请更换收货地址'}</p>
      </Dialog>
    </DeliveryRow>
  );
}

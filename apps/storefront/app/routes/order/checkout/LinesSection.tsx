/** 商品清单: what is bought, as the server priced it (unit price after the ladder, services, gifts, pre-sale terms). */
import type { CheckoutLine, OrderKind } from '@shop/contracts/checkout';
import { SUB_TYP } from '@shop/contracts/pdp-rules';
import { formatYuan } from '@shop/contracts/money';
import { Section } from './Section';
import styles from './checkout.module.css';

function activityTag(line: CheckoutLine, kind: OrderKind): string | null {
  if (line.bundle?.role === 'item') return '套装内';
  if (line.subTyp === SUB_TYP.seckill) return '限时秒杀';
  if (line.subTyp === SUB_TYP.presale || line.presale) return '预售';
  if (kind === 'ttm') return '新品抢先购';
  if (kind === 'trybuy') return '先试后买';
  if (line.actCd) return '活动价';
  if (line.bundle) return '套装';
  return null;
}

export function LinesSection({ lines, kind }: { lines: CheckoutLine[]; kind: OrderKind }) {
  return (
    <Section title="商品清单" testId="checkout-lines">
      <ul className={styles.lines}>
        {lines.map((l) => {
          const tag = activityTag(l, kind);
          return (
            <li
              key={`${l.skuCd}-${l.subTyp}-${l.actCd ?? ''}-${l.bundle ? `${l.bundle.group}-${l.bundle.role}` : ''}`}
              className={`${styles.line} ${l.bundle?.role === 'item' ? styles.bundleItem : ''}`}
              data-testid="checkout-line"
              data-sku={l.skuCd}
              data-bundle-role={l.bundle?.role}
            >
              <img className={styles.lineImg} src={l.image} alt="" width={88} height={88} loading="lazy" />
              <div className={styles.lineBody}>
                <p className={styles.lineName}>
                  {tag ? <span className={styles.actTag}>{tag}</span> : null}
                  {l.skuNm}
                </p>
                {l.attrs.length > 0 ? <p className={styles.lineAttrs}>{l.attrs.map((a) => `${a.name}：${a.value}`).join('  ')}</p> : null}
                {l.bundle?.role === 'main' ? (
                  <p className={styles.lineExtra} data-testid="bundle-name">
                    套装：{l.bundle.name}（含{lines.filter((x) => x.bundle?.group === l.bundle?.group && x.bundle?.role === 'item').length}
                    件配件，按套装价结算）
                  </p>
                ) : null}
                {l.bundle?.role === 'item' ? <p className={styles.lineExtra}>属于「{l.bundle.name}」，套装价</p> : null}
                {l.services.map((s) => (
                  <p key={s.code} className={styles.lineExtra}>
                    服务：{s.name} {formatYuan(s.price)}
                  </p>
                ))}
                {l.gifts.length > 0 ? <p className={styles.lineExtra}>赠品：{l.gifts.map((g) => g.name).join('、')}</p> : null}
                {l.presale ? (
                  <dl className={styles.presale} data-testid="presale-terms">
                    <div>
                      <dt>定金</dt>
                      <dd>{formatYuan(l.presale.deposit)}</dd>
                    </div>
                    <div>
                      <dt>可抵</dt>
                      <dd>{formatYuan(l.presale.swellAmt)}</dd>
                    </div>
                    <div>
                      <dt>尾款</dt>
                      <dd>{formatYuan(l.presale.balanceDue)}</dd>
                    </div>
                    <div className={styles.presaleWindow}>
                      <dt>尾款支付时间</dt>
                      <dd>
                        {l.presale.balanceBeginTime} 至 {l.presale.balanceEndTime}
                      </dd>
                    </div>
                  </dl>
                ) : null}
              </div>
              <div className={styles.linePrice}>
                <p className={styles.unit}>
                  {formatYuan(l.unitPrice)}
                  {l.origUnitPrice > l.unitPrice ? <del className={styles.was}>{formatYuan(l.origUnitPrice)}</del> : null}
                </p>
                <p className={styles.qty}>× {l.qty}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

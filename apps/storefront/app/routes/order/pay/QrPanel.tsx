/**
 * Scan to pay (wxpay / jdpay): on PC the QR code the phone scans; on a phone a button that
 * opens the gateway's page (what scanning does). The page polls the result meanwhile.
 */
import type { CreatedPayment } from '@shop/contracts/payment';
import { formatFen } from '../../../lib/money';
import { methodName } from './pay-methods';
import styles from './pay.module.css';

export function QrPanel({ payment, onChange }: { payment: CreatedPayment; onChange(): void }) {
  const app = payment.method === 'wxpay' ? '微信' : '京东';
  return (
    <section className={styles.panel} aria-labelledby="qr-title" data-testid="qr-panel">
      <h2 id="qr-title" className={styles.panelTitle}>
        {methodName(payment.method)}
      </h2>
      <div className={styles.qrRow}>
        <figure className={styles.qr} data-testid="pay-qr" data-qr-content={payment.qrContent ?? ''}>
          {/* The SVG comes from our API (qrcode library output), never from the shopper. */}
          <div className={styles.qrImage} role="img" aria-label={`${methodName(payment.method)}二维码`} dangerouslySetInnerHTML={{ __html: payment.qrSvg ?? '' }} />
          <figcaption>
            请使用{app} App 扫一扫
            <br />
            扫描二维码完成支付
          </figcaption>
        </figure>
        <div className={styles.qrSide}>
          <p className={styles.qrAmount}>{formatFen(payment.amount)}</p>
          <p className={styles.waiting} role="status">
            正在等待支付结果…
          </p>
          <a className={`${styles.primary} ${styles.phoneOnly}`} href={payment.qrContent ?? '#'} data-testid="open-app">
            打开{app}
          </a>
          <button type="button" className={styles.secondary} onClick={onChange}>
            更换支付方式
          </button>
        </div>
      </div>
    </section>
  );
}

/** Pre-sale order: deposit and balance, the balance window, and what happens if it is not paid. */
import { Link } from 'react-router';
import type { PresaleBlock as Block } from '@shop/contracts/order';
import { formatYuan } from '@shop/contracts/money';
import { payPath, remainingText } from './order-format';
import { useRemaining } from './use-remaining';
import styles from './orders.module.css';

export function PresaleBlock({ orderNo, presale, loadedAt }: { orderNo: string; presale: Block; loadedAt: number }) {
  const left = useRemaining(presale.phaseRemainingMs, loadedAt);
  return (
    <section className={styles.section} data-testid="presale-block" data-phase={presale.phase} aria-labelledby="presale-title">
      <h2 id="presale-title" className={styles.sectionTitle}>
        预售信息
      </h2>
      <ol className={styles.presaleSteps}>
        <li className={presale.depositPaid ? styles.stepDone : styles.stepOpen}>
          <span className={styles.stepName}>阶段一：支付定金</span>
          <span>{formatYuan(presale.deposit)}</span>
          <span className={styles.stepNote}>
            {presale.depositPaid ? '已支付' : '待支付'}
            {presale.swellAmt > 0 ? `，可抵 ${formatYuan(presale.deposit + presale.swellAmt)}` : ''}
          </span>
        </li>
        <li className={presale.phase === 'paid' ? styles.stepDone : presale.phase === 'open' ? styles.stepOpen : ''}>
          <span className={styles.stepName}>阶段二：支付尾款</span>
          <span>{formatYuan(presale.balanceAmt)}</span>
          <span className={styles.stepNote}>
            {presale.balanceBeginTime} 至 {presale.balanceEndTime}
          </span>
        </li>
      </ol>
      {presale.phase === 'before' && presale.depositPaid ? (
        <p className={styles.notice} data-testid="presale-reminder">
          尾款支付将于 {presale.balanceBeginTime} 开始{left ? `（${remainingText(left)}后）` : ''}，届时请及时支付尾款。
        </p>
      ) : null}
      {presale.phase === 'open' ? (
        <div className={styles.noticeRow}>
          <p className={styles.notice} data-testid="presale-reminder">
            尾款支付进行中{left ? `，剩余 ${remainingText(left)}` : ''}，请尽快支付尾款 {formatYuan(presale.balanceAmt)}。
          </p>
          <Link to={payPath(orderNo)} className="btn btn-primary">
            支付尾款
          </Link>
        </div>
      ) : null}
      {presale.phase === 'ended' ? <p className={styles.notice}>尾款支付时间已结束。</p> : null}
      <p className={styles.rule}>{presale.unpaidRule}</p>
    </section>
  );
}

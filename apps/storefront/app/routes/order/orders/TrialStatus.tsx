/**
 * A 先试后买 order's trial where the order shows (card and detail): 试用中 · 剩余 N 天 (今天结束
 * on the last day) with its end, 待签收, 退还中 with the way to the return's details, 已购买,
 * 已退还. The actions (确认购买, 申请退还) are OrderActions'.
 */
import { Link } from 'react-router';
import type { OrderTryBuy } from '@shop/contracts/try-buy';
import { trialDaysLeftText, tryBuyDetailPath } from '../../try-buy/try-buy-view';
import styles from './orders.module.css';

export function TrialStatus({ trial }: { trial: OrderTryBuy }) {
  const text = trial.state === 'trying' && trial.daysLeft !== null ? trialDaysLeftText(trial.daysLeft) : trial.stateTitle;
  return (
    <p className={styles.trial} data-testid="order-trial" data-state={trial.state}>
      <span className={styles.trialTag}>先试后买</span>
      <strong data-testid="order-trial-state">{text}</strong>
      {trial.state === 'trying' && trial.endsAt ? <span className={styles.muted}>试用截止 {trial.endsAt}</span> : null}
      {trial.state === 'pending' ? <span className={styles.muted}>签收当天开始试用 {trial.trialDays} 天</span> : null}
      {trial.state === 'converted' && trial.convertedAt ? <span className={styles.muted}>{trial.convertedAt} 确认购买</span> : null}
      {trial.state === 'returned' && trial.returnedAt ? <span className={styles.muted}>{trial.returnedAt} 退还完成</span> : null}
      {(trial.state === 'returning' || trial.state === 'returned') && trial.returnReqNo ? (
        <Link to={tryBuyDetailPath(trial.returnReqNo)} className={styles.textLink} data-testid="order-trial-return">
          查看退还详情
        </Link>
      ) : null}
    </p>
  );
}

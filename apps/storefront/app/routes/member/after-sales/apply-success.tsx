/**
 * /Personalcenter/ApplySuccess/:code (spec 2.8, issue #17): the request :code was submitted —
 * its number, what happens next (review within 24 hours, then the goods go back to the
 * returns centre) and the ways on: the request's details and the after-sales list.
 */
import { Link } from 'react-router';
import { AFTER_SALES_SLA_HOURS } from '@shop/contracts/after-sales';
import { formatYuan } from '@shop/contracts/money';
import type { Route } from './+types/apply-success';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { loadRequest } from './after-sales.server';
import { AFTER_SALES_LIST_PATH, detailPathOf } from './after-sales-view';
import { RequestMissing } from './RequestMissing';
import styles from '../records/inbox-pages.module.css';
import own from './after-sales.module.css';

export const meta = routeMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRequest(request, context, params.code);
}

export default function ApplySuccess({ loaderData }: Route.ComponentProps) {
  const { value: d, message } = loaderData;
  return (
    <div className={styles.page} data-testid="apply-success-page">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '售后服务', path: AFTER_SALES_LIST_PATH },
          { name: '申请成功', path: '' },
        ]}
      />
      {d ? (
        <section className={`${styles.panel} ${own.done}`}>
          <span className={own.doneMark} aria-hidden="true">
            ✓
          </span>
          <h1 className={styles.title} style={{ margin: 0 }}>
            申请已提交
          </h1>
          <p style={{ margin: 0 }}>
            {d.typeTitle}申请单号 <strong data-testid="apply-success-reqno">{d.reqNo}</strong>
          </p>
          {d.type !== 'exchange' && d.refundAmt > 0 ? <p className={styles.muted}>预计退款 {formatYuan(d.refundAmt)}，以实际退款为准</p> : null}
          <ol className={own.next} aria-label="接下来">
            <li>客服将在 {AFTER_SALES_SLA_HOURS.submitted ?? 24} 小时内审核您的申请，结果会通过站内消息通知您。</li>
            <li>审核通过后，请按详情页提供的地址寄回商品并填写快递单号，或预约上门取件。</li>
            <li>
              {d.type === 'trybuy_return'
                ? '商品寄达并验货后，实付金额扣除损耗扣款（如有）后原路退回。'
                : d.type === 'return'
                  ? '商品寄达并验货通过后，退款将原路退回。'
                  : '商品寄达并验货通过后，我们将为您发出新商品。'}
            </li>
          </ol>
          <div className={styles.actions}>
            <Link to={detailPathOf(d)} className="btn btn-primary" data-testid="apply-success-details">
              查看详情
            </Link>
            <Link to={AFTER_SALES_LIST_PATH} className="btn">
              返回售后列表
            </Link>
          </div>
        </section>
      ) : (
        <RequestMissing message={message} />
      )}
    </div>
  );
}

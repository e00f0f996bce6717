/**
 * /studentBuyEntrance (spec 2.10): the student offer's rules, 去认证 → the verification form
 * (school email + code from the email, name, years; the SMS step in app / mini-programs),
 * and the success state with the verification's school and validity.
 */
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { beijingDate } from '@shop/contracts/beijing-time';
import type { Route } from './+types/student-entrance';
import { routeMeta } from '../../../lib/meta';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { loadStudent } from './verification.server';
import { StudentVerifyForm } from './StudentVerifyForm';
import styles from './verification.module.css';
import { signInHref } from '../../../lib/sign-in-href';

export const meta = routeMeta;

export async function loader({ context }: Route.LoaderArgs) {
  return loadStudent(context);
}

const PATH = '/studentBuyEntrance';
/** 2030-07-31T16:00:00.000Z → 2030年8月1日: the Beijing date, written the same on the server and in the browser (no Intl, whose output follows each side's ICU). */
function date(iso: string): string {
  const [y, m, d] = beijingDate(Date.parse(iso)).split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}

export default function StudentEntrance({ loaderData }: Route.ComponentProps) {
  const { platform, check, success, signedIn } = loaderData;
  const [formOpen, setFormOpen] = useState(false);
  const revalidator = useRevalidator();

  return (
    <div className={styles.page} data-testid="student-entrance">
      <Breadcrumbs
        crumbs={[
          { name: '首页', path: '/' },
          { name: '学生优惠', path: PATH },
        ]}
      />
      <section className={styles.hero}>
        <h1>学生专属优惠</h1>
        <p>在校大学生完成学生认证后，即可在学生专区以学生专属价购买手机、平板、耳机等产品。</p>
      </section>

      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="stu-rules">
          <h2 id="stu-rules">认证规则</h2>
          <ol className={styles.rules}>
            <li>使用已收录学校的教育邮箱（edu.cn）接收验证码完成认证，一个邮箱仅可认证一个账号。</li>
            <li>认证有效期至毕业当年7月31日，到期后学生身份自动失效。</li>
            <li>学生专区商品仅限认证学生购买，每件商品限购5件。</li>
            <li>在星辰商城 App 与小程序中认证，需先完成手机短信验证。</li>
          </ol>
        </section>

        <section className={styles.panel} aria-labelledby="stu-status" data-testid="student-status">
          <h2 id="stu-status">学生认证</h2>
          {!signedIn ? (
            <div className={styles.actions}>
              <p className={styles.muted}>登录后即可进行学生认证。</p>
              <Link className="btn btn-primary" to={signInHref(PATH)}>
                登录后认证
              </Link>
            </div>
          ) : success ? (
            <div className={styles.success} data-testid="student-success">
              <strong>认证成功</strong>
              <dl className={styles.facts}>
                <dt>学校</dt>
                <dd>{success.school}</dd>
                <dt>姓名</dt>
                <dd>{success.realNameMasked || '—'}</dd>
                {success.emailMasked ? (
                  <>
                    <dt>邮箱</dt>
                    <dd>{success.emailMasked}</dd>
                  </>
                ) : null}
                <dt>有效期至</dt>
                <dd>{date(success.expiresAt)}</dd>
              </dl>
              <ul className={styles.rules}>
                {success.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
              <Link className="btn btn-primary" to="/studentBuy" data-testid="go-student-shop">
                去学生专区
              </Link>
            </div>
          ) : formOpen && check ? (
            <StudentVerifyForm platform={platform} check={check} onVerified={() => revalidator.revalidate()} />
          ) : (
            <div className={styles.actions}>
              <p className={styles.muted}>{check?.status === 'expired' ? '您的学生认证已到期，可重新认证。' : '您尚未完成学生认证。'}</p>
              <button type="button" className="btn btn-primary" onClick={() => setFormOpen(true)} data-testid="start-student-auth">
                去认证
              </button>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

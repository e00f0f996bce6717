/**
 * Agreement and policy pages (issue #14; spec 2.10, 2.11): /agreement/service, /agreement/useclause,
 * /agreement/privacy, /agreement/visitors, /appPolicy (?code= picks the document, see
 * APP_POLICY_CODES; none: the privacy policy) and /cn_corporate/appPolicy. Each shows the version
 * in effect now, with its version label and effective date, a version published ahead of its
 * date, and the earlier versions.
 */
import { Fragment } from 'react';
import { data, Link } from 'react-router';
import { APP_POLICY_CODES, AGREEMENT_PATHS, type AgreementCode } from '@shop/contracts/agreement-codes';
import { beijingDate } from '@shop/contracts/beijing-time';
import { agreementEndpoints } from '@shop/contracts/endpoint-refs/agreements';
import type { Route } from './+types/agreement';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import styles from './agreement.module.css';

export const meta = routeMeta;

const BY_PATH: Readonly<Record<string, AgreementCode>> = {
  '/agreement/service': 'service',
  '/agreement/useclause': 'useclause',
  '/agreement/privacy': 'privacy',
  '/agreement/visitors': 'visitors',
  '/cn_corporate/appPolicy': 'corporate-privacy',
};

/** Which document a URL shows. */
function agreementCodeOf(url: URL): AgreementCode {
  if (url.pathname === '/appPolicy') return APP_POLICY_CODES[url.searchParams.get('code') ?? ''] ?? 'privacy';
  return BY_PATH[url.pathname] ?? 'privacy';
}

/** The documents listed under 相关协议 (the enterprise supplement only on its own page). */
const RELATED: { code: AgreementCode; name: string }[] = [
  { code: 'service', name: '用户服务协议' },
  { code: 'privacy', name: '隐私政策' },
  { code: 'useclause', name: '网站使用条款' },
  { code: 'visitors', name: '访客须知' },
  { code: 'cookie', name: 'Cookie 政策' },
];

/** 2025-03-01 → 2025年3月1日 (Beijing date). */
function chineseDate(iso: string): string {
  const [y, m, d] = beijingDate(Date.parse(iso)).split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const code = agreementCodeOf(url);
  const doc = await serverCaller(context)
    .get(agreementEndpoints.document, { params: { code } })
    .catch(() => null);
  if (!doc) throw data('协议内容暂时无法加载', { status: 503 });
  return { doc, path: url.pathname + url.search };
}

/** Paragraphs, with runs of "· " lines as one list. */
function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  const blocks: (string | string[])[] = [];
  for (const p of paragraphs) {
    if (p.startsWith('· ')) {
      const last = blocks.at(-1);
      if (Array.isArray(last)) last.push(p.slice(2));
      else blocks.push([p.slice(2)]);
    } else blocks.push(p);
  }
  return (
    <>
      {blocks.map((b, i) =>
        Array.isArray(b) ? (
          <ul key={i} className={styles.list}>
            {b.map((li, j) => (
              <li key={j}>{li}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{b}</p>
        ),
      )}
    </>
  );
}

export default function AgreementPage({ loaderData }: Route.ComponentProps) {
  const { doc, path } = loaderData;
  const crumbs = [
    { name: '首页', path: '/' },
    { name: doc.title, path },
  ];
  return (
    <div className={styles.page} data-testid="agreement-page" data-code={doc.code}>
      <Breadcrumbs crumbs={crumbs} />
      <article className={styles.article} aria-labelledby="agreement-title">
        <header className={styles.header}>
          <h1 id="agreement-title" className={styles.title}>
            {doc.title}
          </h1>
          <p className={styles.versionLine} data-testid="agreement-version">
            <span>版本：{doc.version}</span>
            <span>
              生效日期：<time dateTime={doc.effectiveAt}>{chineseDate(doc.effectiveAt)}</time>
            </span>
          </p>
          {doc.upcoming ? (
            <p className={styles.upcoming} role="note" data-testid="agreement-upcoming">
              新版本 {doc.upcoming.version} 已发布，将于 <time dateTime={doc.upcoming.effectiveAt}>{chineseDate(doc.upcoming.effectiveAt)}</time>{' '}
              起生效；生效后您首次访问时，我们会再次征求您的同意。
            </p>
          ) : null}
          {doc.summary ? <p className={styles.summary}>{doc.summary}</p> : null}
        </header>

        {doc.sections.length > 3 ? (
          <nav className={styles.toc} aria-label="目录">
            <h2 className={styles.tocTitle}>目录</h2>
            <ol>
              {doc.sections.map((s, i) => (
                <li key={s.heading}>
                  <a href={`#s${i + 1}`}>{s.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        {doc.sections.map((s, i) => (
          <section key={s.heading} id={`s${i + 1}`} className={styles.section} aria-labelledby={`s${i + 1}-h`}>
            <h2 id={`s${i + 1}-h`} className={styles.sectionTitle}>
              {s.heading}
            </h2>
            <Paragraphs paragraphs={s.paragraphs} />
          </section>
        ))}

        {doc.history.length > 0 ? (
          <section className={styles.history} aria-labelledby="agreement-history">
            <h2 id="agreement-history" className={styles.sectionTitle}>
              历史版本
            </h2>
            <ul className={styles.historyList}>
              {doc.history.map((h) => (
                <li key={h.revision}>
                  {h.version}（<time dateTime={h.effectiveAt}>{chineseDate(h.effectiveAt)}</time> 生效，已被当前版本取代）
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>

      <aside className={styles.related} aria-labelledby="agreement-related">
        <h2 id="agreement-related" className={styles.relatedTitle}>
          相关协议与政策
        </h2>
        <ul>
          {RELATED.filter((r) => r.code !== doc.code).map((r) => (
            <Fragment key={r.code}>
              <li>
                <Link to={AGREEMENT_PATHS[r.code]}>{r.name}</Link>
              </li>
            </Fragment>
          ))}
        </ul>
      </aside>
    </div>
  );
}

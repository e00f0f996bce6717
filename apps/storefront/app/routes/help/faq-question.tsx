/**
 * /faq/{categoryId}/{questionId} (spec 2.11, kept alive): the answer, 有帮助 / 没帮助 (one vote
 * per visitor or member, changeable; counts shown), related questions. The vote is a form
 * posted to this route's action (works before hydration); after it, the fetcher's answer
 * updates the counts in place and in the kept page.
 */
import { useEffect } from 'react';
import { data, Link, useFetcher, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/faq-question';
import { helpCentreEndpoints } from '@shop/contracts/endpoint-refs/help-centre';
import type { FaqQuestionView, FaqVoteState } from '@shop/contracts/help-centre';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { AnswerText } from './GuideContent';
import { ContactStrip, FaqCategoryNav, FaqSearchForm } from './FaqParts';
import { FAQ_CRUMB, HOME_CRUMB } from './help-crumbs';
import { keepPage, keptAlive, updateKeptPage } from './keep-alive';
import styles from './help.module.css';

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const r = await serverCaller(context).call(helpCentreEndpoints.faqQuestion, { params: { categoryId: params.categoryId, questionId: params.questionId } });
  if (!r.ok) throw data(null, { status: r.failure.status === 404 || r.failure.status === 400 ? 404 : 503 });
  return { view: r.data };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keptAlive(request, serverLoader);
}

type VoteResult = { ok: true; votes: FaqVoteState } | { ok: false; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const vote = form.get('vote');
  if (vote !== 'helpful' && vote !== 'unhelpful') return data<VoteResult>({ ok: false, message: '请选择“有帮助”或“没帮助”' }, { status: 400 });
  const r = await serverCaller(context).call(helpCentreEndpoints.faqVote, { params: { questionId: params.questionId }, body: { vote } });
  if (r.ok) return { ok: true, votes: r.data } satisfies VoteResult;
  return data<VoteResult>(
    { ok: false, message: r.failure.message || '提交失败，请稍后再试' },
    { status: r.failure.status >= 400 && r.failure.status < 600 ? r.failure.status : 500 },
  );
}

/** The vote's answer comes back through the fetcher: the page needs no reload for it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() === 'POST') return false;
  return defaultShouldRevalidate;
}

export default function FaqQuestionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const { pathname } = useLocation();
  useEffect(() => keepPage(pathname, loaderData), [pathname, loaderData]);
  return (
    <div className={styles.page} data-testid="faq-question-page">
      <Breadcrumbs
        crumbs={[
          HOME_CRUMB,
          FAQ_CRUMB,
          { name: view.category.name, path: `/faq/${view.category.id}` },
          { name: '问题详情', path: `/faq/${view.category.id}/${view.id}` },
        ]}
      />
      <div className={styles.layout}>
        <FaqCategoryNav categories={view.categories} current={view.category.id} />
        <div className={styles.article}>
          <article aria-labelledby="faq-question-title">
            <header className={styles.articleHead}>
              <p className={styles.tag}>{view.category.name}</p>
              <h1 id="faq-question-title" className={styles.title}>
                {view.question}
              </h1>
              <p className={styles.version}>更新于 {view.effectiveDate}</p>
            </header>
            <AnswerText text={view.answer} />
          </article>
          <VoteBox key={view.id} view={view} pathname={pathname} noJsResult={actionData} />
          {view.related.length > 0 ? (
            <section className={styles.section} aria-labelledby="faq-related-title">
              <h2 id="faq-related-title" className={styles.sectionTitle}>
                相关问题
              </h2>
              <ul className={styles.popular}>
                {view.related.map((q) => (
                  <li key={q.id}>
                    <Link to={`/faq/${q.categoryId}/${q.id}`}>{q.question}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <FaqSearchForm />
          <ContactStrip />
        </div>
      </div>
    </div>
  );
}

function VoteBox({ view, pathname, noJsResult }: { view: FaqQuestionView; pathname: string; noJsResult?: VoteResult }) {
  const fetcher = useFetcher<VoteResult>();
  const result = fetcher.data ?? noJsResult;
  const votes = result?.ok ? result.votes : view.votes;
  const busy = fetcher.state !== 'idle';
  // What is pressed while the vote travels: the choice being sent.
  const pending = fetcher.formData?.get('vote');
  const mine = typeof pending === 'string' ? pending : votes.myVote;

  useEffect(() => {
    if (fetcher.data?.ok) {
      const votes = fetcher.data.votes;
      updateKeptPage<{ view: FaqQuestionView }>(pathname, (d) => ({ ...d, view: { ...d.view, votes } }));
    }
  }, [fetcher.data, pathname]);

  return (
    <section className={styles.vote} aria-labelledby="faq-vote-title" data-testid="faq-vote">
      <h2 id="faq-vote-title" className={styles.voteTitle}>
        这个回答对您有帮助吗？
      </h2>
      <fetcher.Form method="post" className={styles.voteButtons}>
        <button
          type="submit"
          name="vote"
          value="helpful"
          className={styles.voteButton}
          aria-pressed={mine === 'helpful'}
          disabled={busy}
          data-testid="vote-helpful"
        >
          有帮助 <span className={styles.voteCount}>{votes.helpfulCount}</span>
        </button>
        <button
          type="submit"
          name="vote"
          value="unhelpful"
          className={styles.voteButton}
          aria-pressed={mine === 'unhelpful'}
          disabled={busy}
          data-testid="vote-unhelpful"
        >
          没帮助 <span className={styles.voteCount}>{votes.unhelpfulCount}</span>
        </button>
      </fetcher.Form>
      <p className={styles.voteStatus} role="status" data-testid="vote-status">
        {result && !result.ok
          ? result.message
          : votes.myVote === 'helpful'
            ? '感谢您的反馈！'
            : votes.myVote === 'unhelpful'
              ? '感谢反馈，我们会改进这个回答。仍有疑问可联系客服。'
              : ''}
      </p>
    </section>
  );
}

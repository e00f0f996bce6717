/** /faq/{categoryId} (spec 2.11, kept alive): one category's questions, the category navigation and the search. */
import { useEffect } from 'react';
import { data, Link, useLocation } from 'react-router';
import type { Route } from './+types/faq-category';
import { helpCentreEndpoints } from '@shop/contracts/endpoint-refs/help-centre';
import { serverCaller } from '../../lib/api-call';
import { routeMeta } from '../../lib/meta';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { ContactStrip, FaqCategoryNav, FaqSearchForm } from './FaqParts';
import { FAQ_CRUMB, HOME_CRUMB } from './help-crumbs';
import { keepPage, keptAlive } from './keep-alive';
import styles from './help.module.css';

export const meta = routeMeta;

export async function loader({ params, context }: Route.LoaderArgs) {
  const r = await serverCaller(context).call(helpCentreEndpoints.faqCategory, { params: { categoryId: params.categoryId } });
  if (!r.ok) throw data(null, { status: r.failure.status === 404 || r.failure.status === 400 ? 404 : 503 });
  return { view: r.data };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return keptAlive(request, serverLoader);
}

export default function FaqCategoryPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const { pathname } = useLocation();
  useEffect(() => keepPage(pathname, loaderData), [pathname, loaderData]);
  return (
    <div className={styles.page} data-testid="faq-category-page">
      <Breadcrumbs crumbs={[HOME_CRUMB, FAQ_CRUMB, { name: view.category.name, path: `/faq/${view.category.id}` }]} />
      <div className={styles.layout}>
        <FaqCategoryNav categories={view.categories} current={view.category.id} />
        <div className={styles.article}>
          <header className={styles.articleHead}>
            <h1 className={styles.title}>{view.category.name}</h1>
            <p className={styles.summary}>{view.category.description}</p>
          </header>
          <FaqSearchForm />
          <ul className={styles.resultList} data-testid="faq-questions">
            {view.questions.map((q) => (
              <li key={q.id} className={styles.result}>
                <Link to={`/faq/${q.categoryId}/${q.id}`} className={styles.resultLink}>
                  {q.question}
                </Link>
                <p className={styles.resultExcerpt}>{q.excerpt}</p>
              </li>
            ))}
          </ul>
          <ContactStrip />
        </div>
      </div>
    </div>
  );
}

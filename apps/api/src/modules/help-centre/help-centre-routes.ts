/**
 * Help-centre endpoints (issue #14), registered from @shop/contracts/endpoints/help-centre:
 * guide and mini-program pages, FAQ home / category / question / search (public), and the
 * vote (any token: a visitor's anonymous one or a member's).
 */
import type { FastifyInstance } from 'fastify';
import { helpCentreEndpoints as e } from '@shop/contracts/endpoints/help-centre';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import type { AuthState } from '../../platform/types.ts';
import type { FaqService } from './faq.service.ts';
import type { HelpCentreNeeds } from './help-centre-needs.ts';
import type { HelpPagesService } from './help-pages.service.ts';

/** Who votes: a member by user number, a visitor by the anonymous token's id; null without a valid token. */
export function voterOf(auth: AuthState): string | null {
  if (auth.kind === 'member') return `m:${auth.userNo}`;
  if (auth.kind === 'anonymous') return `a:${auth.anonId}`;
  return null;
}

export function helpCentreRoutes(api: FastifyInstance, deps: Pick<HelpCentreNeeds, 'ctx'>, pages: HelpPagesService, faq: FaqService): void {
  const now = () => deps.ctx.clock.now();

  routeEndpoint(api, e.guidePage, async (req) => ok(req, await pages.guidePage(req.params.slug, now())));
  routeEndpoint(api, e.wechatPage, async (req) => ok(req, await pages.wechatPage(now())));
  routeEndpoint(api, e.faqHome, async (req) => ok(req, await faq.home(now())));
  routeEndpoint(api, e.faqSearch, async (req) => ok(req, await faq.search(req.query.q, now())));
  routeEndpoint(api, e.faqCategory, async (req) => ok(req, await faq.category(req.params.categoryId, now())));
  routeEndpoint(api, e.faqQuestion, async (req, reply) => {
    // The answer carries the caller's own vote.
    reply.header('cache-control', 'no-store');
    return ok(req, await faq.question(req.params.categoryId, req.params.questionId, voterOf(req.auth), now()));
  });
  routeEndpoint(api, e.faqVote, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    // The route's policy (any) guarantees a valid token, so there is a voter.
    const voter = voterOf(req.auth)!;
    return ok(req, await faq.vote(req.params.questionId, voter, req.body.vote, now()));
  });
}

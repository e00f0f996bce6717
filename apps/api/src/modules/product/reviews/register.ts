/**
 * Product part: product reviews (comments, star summary, likes) and the member's own review
 * lines. Registered under /api by the product module's index.ts, from their definitions in
 * @shop/contracts/endpoints/reviews-read (the product page) and /reviews (writing).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reviewReadEndpoints } from '@shop/contracts/endpoints/reviews-read';
import { reviewsEndpoints } from '@shop/contracts/endpoints/reviews';
import type { ProductParts } from '../product-needs.ts';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { createReviewRepository } from './review.repository.ts';
import { createReviewService } from './review.service.ts';

export function registerReviews(api: FastifyInstance, deps: Pick<ProductParts, 'ctx' | 'members' | 'reviewLines'>): void {
  const reviews = createReviewService(createReviewRepository(deps.ctx.database), deps.ctx.clock, deps.reviewLines);

  /** The signed-in member (for votedByMe); anonymous callers get undefined. */
  const viewerId = async (req: FastifyRequest) => (await deps.members.ofAuth(req.auth))?.id;
  const member = (req: FastifyRequest) => deps.members.requireOfAuth(req.auth);

  routeEndpoint(api, reviewReadEndpoints.commentInfoPage, async (req) => ok(req, await reviews.commentInfoPage(req.body, await viewerId(req))));
  routeEndpoint(api, reviewReadEndpoints.findComs, async (req) => ok(req, await reviews.findComs(req.body, await viewerId(req))));
  routeEndpoint(api, reviewReadEndpoints.findComSku, async (req) => ok(req, await reviews.findComSku(req.body.prodCd)));
  routeEndpoint(api, reviewReadEndpoints.upVote, async (req) => ok(req, await reviews.upVote(req.params.id, (await member(req)).id)));

  routeEndpoint(api, reviewsEndpoints.save, async (req) => ok(req, await reviews.save(req.body, await member(req))));

  routeEndpoint(api, reviewsEndpoints.myLines, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await reviews.myLines((await member(req)).id, req.body));
  });

  routeEndpoint(api, reviewsEndpoints.line, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await reviews.myLine((await member(req)).id, req.body.ordNo, req.body.lineId));
  });
}

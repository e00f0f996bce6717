/**
 * Member part: star coin (daily sign-in) and star diamonds (memberStar/*, conversion of
 * points at most once a day) (issue #6). Writing reviews for delivered order lines lives in
 * the review module (modules/product/reviews) on the order module's review port.
 */
import type { FastifyInstance } from 'fastify';
import type { MemberParts } from '../member-needs.ts';
import { starRoutes } from './star-routes.ts';

export function registerStars(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'members' | 'orderReads' | 'points'>): void {
  starRoutes(api, deps);
}

/**
 * Module entry: star coin (daily sign-in) and star diamonds (memberStar/*, conversion of
 * points at most once a day) (issue #6). Writing reviews for delivered order lines lives in
 * the review module (modules/product/reviews) on the order module's review port.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';
import { starRoutes } from './star-routes.ts';

export function registerStarsModule(api: FastifyInstance, deps: ModuleDeps): void {
  starRoutes(api, deps);
}

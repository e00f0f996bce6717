/**
 * Module entry: star coin (daily sign-in) and star diamonds (memberStar/*, conversion of
 * points at most once a day), and writing reviews for delivered order lines (issue #6).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';

export function registerStarsModule(_api: FastifyInstance, _deps: ModuleDeps): void {}

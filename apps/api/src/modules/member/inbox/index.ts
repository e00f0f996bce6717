/**
 * Module entry: what the personal centre lists for a member besides orders (issue #6) —
 * system messages with the unread count, after-sales requests, winning records, customized
 * (bespoke) orders, enterprise purchase, trade-in recovery orders, support.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';

export function registerInboxModule(_api: FastifyInstance, _deps: ModuleDeps): void {}

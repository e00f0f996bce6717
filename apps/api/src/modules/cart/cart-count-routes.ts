/**
 * The header's cart number (spec 7, Header and content):
 * GET /tokocommercewebservices/v2/cn/minicart/totalProducts?lang=zh_CN&curr=CNY.
 * It imitates the commerce platform's call, so it lives at the site root, outside the /api
 * platform: the body is the bare number (no envelope), and identity is resolved here.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveLiveAuth } from '../../platform/auth-context.ts';
import type { TokenSigner } from '../../platform/tokens.ts';
import type { CartRepository } from './cart.repository.ts';
import { cartOwnerKeyOf } from './cart-owner.ts';

export interface CartCountDeps {
  tokens: TokenSigner;
  carts: CartRepository;
  /** A member token whose session was signed out or revoked counts as no cart. */
  isSessionActive(sessionId: string): Promise<boolean>;
}

// Lenient on purpose: the shop has one language and currency; the header must never fail
// over a query parameter, so any value (or none) is accepted.
const query = z.object({ lang: z.unknown().optional(), curr: z.unknown().optional() });

export function cartCountRoutes(app: FastifyInstance, deps: CartCountDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/tokocommercewebservices/v2/cn/minicart/totalProducts', { schema: { hide: true, querystring: query } }, async (req, reply) => {
    // Per shopper: never stored by a shared cache.
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8');
    try {
      const owner = cartOwnerKeyOf(await resolveLiveAuth(req, deps.tokens, deps.isSessionActive));
      const total = owner ? await deps.carts.totalQty(owner) : 0;
      return reply.send(String(total));
    } catch (err) {
      // Spec 8: a failed count shows 0. Answer 503 so monitoring sees it, with a body the header can still read.
      req.log.error({ err }, 'cart count failed');
      return reply.code(503).send('0');
    }
  });
}

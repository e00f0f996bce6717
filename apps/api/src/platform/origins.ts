/**
 * The two addresses the shop puts in URLs, both from configuration and this server's own
 * socket — never from a request's Host, X-Forwarded-Host or Origin (issue #12):
 *
 * - `public()`: where shoppers and third parties reach the shop (PUBLIC_URL). Canonical
 *   links, QR codes, share posters, links in messages, OIDC redirect URIs and the notify
 *   URLs handed to payment gateways. Unset: this server's own listen address.
 * - `self()`: this server's own listen address on loopback. The built-in sandboxes (payment
 *   gateways, account provider, mini-program platform) are reached there server to server
 *   when no gateway address is configured.
 */
import type { FastifyInstance } from 'fastify';

export interface Origins {
  public(): string;
  self(): string;
}

const trim = (url: string) => url.replace(/\/+$/, '');

export function createOrigins(app: Pick<FastifyInstance, 'server'>, publicUrl: string | undefined): Origins {
  const self = () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server is not listening on a TCP port yet');
    // A wildcard listen address is reached on loopback; IPv6 literals need brackets.
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };
  return {
    self,
    public: () => (publicUrl ? trim(new URL(publicUrl).origin) : self()),
  };
}

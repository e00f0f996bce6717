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
  const listening = () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server is not listening on a TCP port yet');
    return address;
  };
  const literal = (a: { address: string; family: string }) => (a.family === 'IPv6' ? `[${a.address}]` : a.address);
  const wildcard = (a: { address: string }) => a.address === '0.0.0.0' || a.address === '::';
  return {
    // A wildcard listen address is reached on loopback.
    self: () => {
      const a = listening();
      return `http://${wildcard(a) ? '127.0.0.1' : literal(a)}:${a.port}`;
    },
    // Unset PUBLIC_URL on a wildcard address: localhost, the address the README tells a newcomer to open.
    public: () => {
      if (publicUrl) return trim(new URL(publicUrl).origin);
      const a = listening();
      return `http://${wildcard(a) ? 'localhost' : literal(a)}:${a.port}`;
    },
  };
}

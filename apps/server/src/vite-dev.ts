/** `npm run dev`: the storefront through Vite in middleware mode (hot reload), same port as the API. */
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { STOREFRONT_DIR } from './ssr.ts';

export async function createViteDev() {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: STOREFRONT_DIR,
    configFile: `${STOREFRONT_DIR}/vite.config.ts`,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  async function register(app: FastifyInstance) {
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', async () => vite.close());
  }
  return { build, register };
}

import type { ShopLoadContext } from '@shop/contracts/ssr-context';

// The server passes ShopLoadContext as React Router's load context.
declare module 'react-router' {
  interface AppLoadContext extends ShopLoadContext {}
}

export type { ShopLoadContext };

import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // STOREFRONT_BUILD_DIR lets parallel work build side by side; the server reads the same variable.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;

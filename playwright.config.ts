import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Debian's Chromium, with the flags this closed network needs (no background calls home):
 * its headless shell when installed (scripts/ensure-chromium.mjs; the same engine, about a
 * third less CPU per test on 2 cores than the full browser's headless mode), else the full one.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // 60 s, not 30: a shopper journey of several pages (sign-in, then on to checkout) takes 8 s
  // alone here and ran past 30 s on CI's two cores while the other worker drove the console.
  timeout: 60_000,
  // 12 s, not 7: on CI's two cores a console screen's first visit (its lazy antd chunk parsed
  // while the other worker runs a browser too) now and then took longer than 7 s to show its heading.
  expect: { timeout: 12_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '.test-results/e2e.json' }]],
  outputDir: `test-results/${PORT}`,
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A failed test keeps its trace (actions, DOM snapshots, network), without the screencast:
    // recording one means a trace for every test (only failures keep it), and its frames cost
    // Chromium's GPU and browser processes two thirds of their CPU here (73 tests on 2 cores:
    // 7.1 min with screenshots, 4.7 min without). The failure screenshot below is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // A user who asked for less motion: the shop's CSS and the console's antd theme then skip
    // their animations, so no check meets a dialog half faded in (axe judged mid-fade text as
    // too pale) and two cores do not draw frames nobody looks at. Tests of motion opt out.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    // Tests tagged @phone run only at phone width, @pc only at PC width (a viewport-specific element).
    { name: 'pc-1440', grepInvert: /@phone/, use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile-390',
      grepInvert: /@pc/,
      use: {
        viewport: { width: 390, height: 844 },
        // Layout is the same at any pixel ratio; 1 keeps software rendering on 2 cores cheap
        // (a ratio of 3 draws nine times the pixels of every frame).
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['iPhone 13'].userAgent,
      },
    },
  ],
  webServer: {
    // The built shop as npm start runs it (storefront build and the server's ahead-of-time
    // build, apps/server/dist: `npm run build`), one process, its own embedded database.
    command: 'node --enable-source-maps apps/server/dist/main.js',
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // SIGTERM, not the default SIGKILL: the server then stops its embedded PostgreSQL too.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      DATA_DIR: `.data/e2e-${PORT}`,
      LOG_LEVEL: 'warn',
      SMS_IP_HOURLY_LIMIT: '100000',
      // Links, QR codes and OIDC redirects name the address the browser uses.
      PUBLIC_URL: BASE_URL,
      // A second host of the deployment (the flash-sale page's support-host redirect is tested with it).
      ALLOWED_HOSTS: 'support.example.com',
    },
  },
});

/**
 * The background jobs for real: the API with a pg-boss job runner against the test
 * database (as the server wires it), a 1-second payment timeout and a 1-second logistics
 * pace. An unpaid order is cancelled by its 'order-expire' job; a paid order ships and
 * travels to delivered through 'order-ship' jobs, without anyone calling the dev routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test-database.ts';
import { connect, type Database } from '@shop/db';
import type { FastifyInstance } from 'fastify';
import { createApp, createClock, createLocalSmsSender, DEFAULT_API_CONFIG, type ApiConfig } from '../src/index.ts';
import { createJobs, type JobRunner } from '../src/platform/jobs.ts';
import { until, type TestApi } from './harness.ts';
import { createFixture, dropFixture, shopper, type Fixture } from './checkout-fixtures.ts';
import { lifecycleFor, orderRow, pay, placeOrder, stockOf } from './order-fixtures.ts';

let api: TestApi;
let jobs: JobRunner;
let f: Fixture;

beforeAll(async () => {
  const url = testDatabaseUrl();
  const database: Database = connect(url, { max: 5 });
  const clock = createClock();
  const config: ApiConfig = {
    ...DEFAULT_API_CONFIG,
    nodeEnv: 'test',
    secret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    trustProxy: true,
    sms: { ipHourlyLimit: 10_000 },
    orders: { payTimeoutMs: 1000, logisticsStepMs: 1000 },
  };
  jobs = createJobs(url, { runWorkers: true, pollingIntervalSeconds: 0.5, log: () => {} });
  const sms = createLocalSmsSender({ database, brand: '测试商城', log: () => {} });
  const app: FastifyInstance = await createApp({ config, database, clock, sms, smsSink: sms, jobs });
  await jobs.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  api = {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
  f = await createFixture(database.db);
});

afterAll(async () => {
  await jobs?.stop();
  if (f) await dropFixture(api.database.db, f);
  await api?.close();
});

describe('pg-boss jobs', () => {
  it('cancel an unpaid order when its 1-second payment timeout passes, giving the stock back', async () => {
    const s = await shopper(api.baseUrl);
    const stock0 = await stockOf(api.database.db, f.sku.plenty);
    const placed = await placeOrder(s, f.sku.plenty);
    expect(await stockOf(api.database.db, f.sku.plenty)).toBe(stock0 - 1);
    const row = await until(
      () => orderRow(api.database.db, placed.orderNo),
      (r) => r.status === 'cancelled',
      15_000,
    );
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: '订单超时未支付，已自动取消' });
    expect(await stockOf(api.database.db, f.sku.plenty)).toBe(stock0);
  }, 30_000);

  it('ship a paid order and follow it to delivered, one step per second', async () => {
    const s = await shopper(api.baseUrl);
    const placed = await placeOrder(s, f.sku.plenty);
    // The payment module's call, with the app's job queue (this lifecycle only sends; the app's runs the jobs).
    const life = lifecycleFor(api, { jobs: { send: (n, d, o) => jobs.send(n, d, o), work: () => {}, every: () => {} } });
    expect(await pay(api.database.db, life, placed.orderNo, 'full', placed.payableAmt)).toBe('applied');
    const row = await until(
      () => orderRow(api.database.db, placed.orderNo),
      (r) => r.status === 'delivered',
      // Five steps a second apart take about 8 s alone; a loaded machine delays each job pick-up.
      40_000,
    );
    expect(row.status).toBe('delivered');
    expect(row.trackingNo).toMatch(/^(SF|JDX)\d{13}$/);
    const lg = await s.b.get<{ events: { code: string }[] }>(`/api/order/logistics/${placed.orderNo}`);
    expect(lg.body.data.events.map((e) => e.code)).toEqual(['signed', 'out_for_delivery', 'arrived', 'in_transit', 'picked_up']);
  }, 55_000);
});

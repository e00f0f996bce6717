/**
 * Loads the bench's large data set (bench/lib/large-data.ts) into a database that is already
 * migrated and seeded with the demo data (a database `npm start` or the bench has prepared):
 *
 *   node --import tsx bench/large-data.ts postgres://user:password@host:port/db
 *
 * (or DATABASE_URL in the environment). Prints what it added and how long it took.
 */
import { loadLargeData } from './lib/large-data.ts';

const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) {
  process.stderr.write('usage: node --import tsx bench/large-data.ts <DATABASE_URL>\n');
  process.exit(2);
}
try {
  const r = await loadLargeData(url, { log: (msg) => process.stderr.write(`large data: ${msg}\n`) });
  process.stdout.write(
    `large data loaded in ${r.seconds.total.toFixed(1)} s (catalogue ${r.seconds.catalogue.toFixed(1)} s, orders ${r.seconds.orders.toFixed(1)} s, ANALYZE ${r.seconds.analyze.toFixed(1)} s): ` +
      `${r.products} products, ${r.skus} SKUs, ${r.sitePrices} channel prices, ${r.members} members, ${r.orders} orders, ${r.orderLines} order lines, ${r.orderEvents} order events\n`,
  );
} catch (err) {
  process.stderr.write(`large data: ${err instanceof Error ? err.message : err}\n`);
  process.exit(1);
}

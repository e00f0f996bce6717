/** The plain-text table on stdout. */
import type { HttpScenarioResult } from './http-scenario.ts';
import type { FlowResult } from './login-flow.ts';
import type { ShopFlowResult } from './shop-flows.ts';

export interface ScenarioReport {
  name: string;
  result: HttpScenarioResult | FlowResult | ShopFlowResult;
  /** Server RSS (MB, primary + workers) sampled right after the scenario. */
  rssMB: number;
}

const num = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

export function table(rows: ScenarioReport[]): string {
  const cols = [
    { title: 'scenario', width: 42, left: true },
    { title: 'req/s', width: 9 },
    { title: 'p50 ms', width: 9 },
    { title: 'p99 ms', width: 9 },
    { title: 'errors', width: 8 },
    { title: 'non-2xx', width: 8 },
    { title: 'rss MB', width: 8 },
  ];
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (cols[i].left ? c.padEnd(cols[i].width) : c.padStart(cols[i].width)))
      .join(' ')
      .trimEnd();
  const out = [line(cols.map((c) => c.title))];
  for (const { name, result: r, rssMB } of rows) {
    const mark = r.interrupted ? ' *' : '';
    if (r.kind === 'http') {
      // autocannon's latencies have 1 ms resolution: 0 means under a millisecond.
      const ms = (n: number) => (n === 0 && r.requests > 0 ? '<1' : num(n));
      out.push(line([name + mark, num(r.reqPerSec), ms(r.p50Ms), ms(r.p99Ms), String(r.errors), String(r.non2xx), String(rssMB)]));
    } else {
      out.push(line([name + mark, num(r.flowsPerSec), num(r.latency.p50Ms), num(r.latency.p99Ms), String(r.errors), String(r.non2xx), String(rssMB)]));
    }
  }
  if (rows.some((r) => r.result.interrupted)) out.push('* stopped early (Ctrl-C, time budget, or the server exited): partial numbers');
  return out.join('\n');
}

/**
 * Demo against large data, scenario by scenario (BENCH_DATA=both): throughput and p99 at each
 * size and large/demo (issue #15 item 7 wants every page and API within 1.5× of its demo figure).
 */
export function sizeComparison(demo: ScenarioReport[], large: ScenarioReport[]): string {
  const widths = [42, 11, 11, 7, 11, 11, 7];
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join(' ')
      .trimEnd();
  const rate = (r: ScenarioReport) => (r.result.kind === 'http' ? r.result.reqPerSec : r.result.flowsPerSec);
  const p99 = (r: ScenarioReport) => (r.result.kind === 'http' ? r.result.p99Ms : r.result.latency.p99Ms);
  const out = [
    'demo → large data (none: no request answered within the scenario at the large size)',
    line(['scenario', 'demo /s', 'large /s', '×slower', 'demo p99', 'large p99', '×p99']),
  ];
  for (const d of demo) {
    const l = large.find((x) => x.name === d.name);
    if (!l) continue;
    // No answer within the scenario at the large size: nothing to divide, no p99 to compare.
    const answered = rate(l) > 0;
    const ratio = (n: number) => (answered ? num(n, 2) : 'none');
    out.push(
      line([d.name, num(rate(d)), num(rate(l)), ratio(rate(d) / rate(l)), num(p99(d)), answered ? num(p99(l)) : '-', ratio(p99(l) / Math.max(p99(d), 1))]),
    );
  }
  return out.join('\n');
}

export function flowDetails(r: FlowResult): string {
  const steps = Object.entries(r.steps)
    .filter(([, s]) => s.count > 0)
    .map(([name, s]) => `${name} ${num(s.p50Ms)}/${num(s.p99Ms)}`)
    .join(', ');
  const lines = [`login flow: ${r.flows} flows by ${r.users} virtual users in ${num(r.durationS)} s; per step p50/p99 ms: ${steps}`];
  if (r.firstError) {
    const e = r.firstError;
    lines.push(
      `login flow: ${r.errors + r.non2xx} failed flows; first failure at step "${e.step}"${e.status !== undefined ? `, HTTP ${e.status}` : ''}: ${e.message}`,
    );
    if (e.body) lines.push(`  body: ${e.body}`);
    for (const [what, n] of Object.entries(r.errorSamples)) lines.push(`  ${n} × ${what}`);
  }
  return lines.join('\n');
}

/** Per-step latencies, the database facts and failures of a buying scenario. */
export function shopFlowDetails(name: string, r: ShopFlowResult): string {
  const steps = Object.entries(r.steps)
    .map(([step, s]) => `${step} ${s.count}× ${num(s.p50Ms)}/${num(s.p99Ms)}`)
    .join(', ');
  // How many attempts reached each step: the rush is cheap when almost all end at the first.
  const lines = [`${name}: ${r.flows} attempts in ${num(r.durationS)} s; per step (answers reached, p50/p99 ms): ${steps}`];
  if (r.facts)
    lines.push(
      `  ${Object.entries(r.facts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
  if (r.firstError) {
    lines.push(
      `  ${r.errors + r.non2xx} failed; first: step "${r.firstError.step}" ${r.firstError.status ?? ''} ${r.firstError.code ?? ''} ${r.firstError.message}`,
    );
    for (const [what, n] of Object.entries(r.errorSamples)) lines.push(`  ${n} × ${what}`);
  }
  return lines.join('\n');
}

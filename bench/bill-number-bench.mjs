// Issue 11: GET /api/system/BillRule/BillNumber/{code} on the embedded database: latency at one
// client, throughput at 10 connections, and the check that every answered request got its own number.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { onSignedInServer, replaceReadmeSection } from './bench-kit.mjs';

const SECTION = '## Document numbers';
const SECONDS = 10;
const round = (n) => Math.round(n * 100) / 100;

async function api(base, token, method, url, body) {
  const res = await fetch(`${base}/api/system/BillRule${url}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${url}: ${json.msg}`);
  return json.data;
}

async function run(url, token, connections) {
  const result = await autocannon({ url, connections, duration: SECONDS, headers: { authorization: token } });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx responses from ${url}`);
  return result;
}

export async function billNumberBench() {
  return onSignedInServer({ port: 3397, prefix: 'bench-bill-' }, async (base, token) => {
    const code = `Bench${Date.now()}`;
    const { id } = await api(base, token, 'POST', '', {
      fullName: `压测单据${code}`,
      enCode: code,
      category: 'bench',
      prefix: 'YC',
      dateFormat: 'yyyyMMdd',
      digit: 8,
      startNumber: '00000001',
    });
    const url = `${base}/api/system/BillRule/BillNumber/${code}`;
    const single = await run(url, token, 1);
    const loaded = await run(url, token, 10);
    const issued = single.requests.total + loaded.requests.total;
    const rule = await api(base, token, 'GET', `/${id}`);
    // thisNumber counts from 0: after n numbers of one day it is n - 1 (a bench across midnight restarts it).
    const counted = rule.thisNumber + 1;
    return {
      p50Ms: single.latency.p50,
      p95Ms: round((single.latency.p90 + single.latency.p97_5) / 2),
      p99Ms: single.latency.p99,
      requestsPerSec: round(loaded.requests.average),
      loadedP99Ms: loaded.latency.p99,
      issued,
      counted,
      lastNumber: rule.outputNumber,
    };
  });
}

export function writeBillNumberSection(file, r) {
  // autocannon stops its clock with requests still in flight: the server answers them afterwards.
  const inFlight = r.counted - r.issued;
  const verdict =
    inFlight >= 0 && inFlight <= 11
      ? `the counter stands at ${r.counted.toLocaleString('en-US')} for ${r.issued.toLocaleString('en-US')} answered requests (${inFlight} were in flight when the timer stopped)`
      : `**the counter (${r.counted}) does not match the ${r.issued} answered requests**`;
  const text = `${SECTION}

Issue 11: \`GET /api/system/BillRule/BillNumber/{code}\` for one rule on the embedded database (one
UPDATE … RETURNING a number): ${SECONDS} s at one client (p95 as the mean of autocannon's p90 and
p97.5), then ${SECONDS} s at 10 connections. Afterwards the rule's counter is read back:
${verdict}; last number ${r.lastNumber}.
Uniqueness across two server processes on PostgreSQL is proven by
\`apps/server/test/system/bill-number-concurrency.test.ts\`. Alone: \`node bench/bill-number-bench.mjs\`.

Machine: ${r.cpus} × ${r.cpuModel}, Node ${r.node}, ${r.date.slice(0, 10)}; 1-minute load average
${r.loadBefore} before, ${r.loadAfter} after.

| Measure | Result |
|---|---|
| BillNumber p95, one client | ${r.p95Ms} ms (p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms) |
| BillNumber throughput, 10 connections | ${r.requestsPerSec} req/s (p99 ${r.loadedP99Ms} ms) |
`;
  replaceReadmeSection(file, SECTION, text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.BENCH_SERVER_ENTRY) ensureBuild();
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const results = await billNumberBench();
  console.log(JSON.stringify(results, null, 2));
  writeBillNumberSection(path.join(root, 'bench/README.md'), results);
}

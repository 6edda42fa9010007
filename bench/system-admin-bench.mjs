// Issue 11: the two system-administration calls forms make most, on the embedded database: every
// dictionary's entries (GET /api/system/DictionaryData/All) and a document number
// (GET /api/system/BillRule/BillNumber/{code}); latency at one client, throughput at 10 connections,
// and the check that every answered document-number request got its own number.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { apiCall, onSignedInServer, replaceReadmeSection } from './bench-kit.mjs';

const SECTION = '## Dictionaries and document numbers';
const SECONDS = 10;
const round = (n) => Math.round(n * 100) / 100;

/** A call under /api/system. */
const api = (base, token, method, url, body) => apiCall(base, token, method, `/api/system${url}`, body);

async function run(url, token, connections) {
  const result = await autocannon({ url, connections, duration: SECONDS, headers: { authorization: token } });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx responses from ${url}`);
  return result;
}

/** Entries of a tree, children included. */
const countNodes = (nodes) => nodes.reduce((sum, node) => sum + 1 + countNodes(node.children ?? []), 0);

/** p50, p95 (the mean of autocannon's p90 and p97.5) and p99 at one client; requests/s at 10. */
async function measureUrl(url, token) {
  const single = await run(url, token, 1);
  const loaded = await run(url, token, 10);
  return {
    p50Ms: single.latency.p50,
    p95Ms: round((single.latency.p90 + single.latency.p97_5) / 2),
    p99Ms: single.latency.p99,
    requestsPerSec: round(loaded.requests.average),
    loadedP99Ms: loaded.latency.p99,
    issued: single.requests.total + loaded.requests.total,
  };
}

export async function systemAdminBench() {
  return onSignedInServer({ port: 3397, prefix: 'bench-sysadmin-' }, async (base, token) => {
    const all = await api(base, token, 'GET', '/DictionaryData/All');
    const entries = countNodes(all.list.flatMap((type) => type.dictionaryList));
    const dictionaryAll = {
      ...(await measureUrl(`${base}/api/system/DictionaryData/All`, token)),
      categories: all.list.length,
      entries,
    };
    const code = `Bench${Date.now()}`;
    const { id } = await api(base, token, 'POST', '/BillRule', {
      fullName: `压测单据${code}`,
      enCode: code,
      category: 'bench',
      prefix: 'YC',
      dateFormat: 'yyyyMMdd',
      digit: 8,
      startNumber: '00000001',
    });
    const billNumber = await measureUrl(`${base}/api/system/BillRule/BillNumber/${code}`, token);
    const rule = await api(base, token, 'GET', `/BillRule/${id}`);
    // thisNumber counts from 0: after n numbers of one day it is n - 1 (a bench across midnight restarts it).
    return {
      dictionaryAll,
      billNumber: { ...billNumber, counted: rule.thisNumber + 1, lastNumber: rule.outputNumber },
    };
  });
}

export function writeSystemAdminSection(file, r) {
  const d = r.dictionaryAll;
  const b = r.billNumber;
  // autocannon stops its clock with requests still in flight: the server answers them afterwards.
  const inFlight = b.counted - b.issued;
  const verdict =
    inFlight >= 0 && inFlight <= 11
      ? `the counter stands at ${b.counted.toLocaleString('en-US')} for ${b.issued.toLocaleString('en-US')} answered requests (${inFlight} were in flight when the timer stopped)`
      : `**the counter (${b.counted}) does not match the ${b.issued} answered requests**`;
  const row = (name, m) =>
    `| ${name} | ${m.p95Ms} ms (p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms) | ${m.requestsPerSec} req/s (p99 ${m.loadedP99Ms} ms) |`;
  const text = `${SECTION}

Issue 11, on the embedded database, signed in as the administrator: \`GET /api/system/DictionaryData/All\`
(the seeded dictionaries: ${d.categories} categories, ${d.entries.toLocaleString('en-US')} entries, in the
caller's language, built once per language and kept by the process until a dictionary write) and \`GET /api/system/BillRule/BillNumber/{code}\` for one rule (one UPDATE … RETURNING
a number). Each ${SECONDS} s at one client (p95 as the mean of autocannon's p90 and p97.5), then
${SECONDS} s at 10 connections. Afterwards the rule's counter is read back: ${verdict}; last number
${b.lastNumber}. Uniqueness across two server processes on PostgreSQL is proven by
\`apps/server/test/system/bill-number-concurrency.test.ts\`. Alone: \`node bench/system-admin-bench.mjs\`.

Machine: ${r.cpus} × ${r.cpuModel}, Node ${r.node}, ${r.date.slice(0, 10)}; 1-minute load average
${r.loadBefore} before, ${r.loadAfter} after.

| Call | p95, one client | Throughput, 10 connections |
|---|---|---|
${row('DictionaryData/All', d)}
${row('BillNumber', b)}
`;
  replaceReadmeSection(file, SECTION, text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.BENCH_SERVER_ENTRY) ensureBuild();
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const results = await systemAdminBench();
  console.log(JSON.stringify(results, null, 2));
  writeSystemAdminSection(path.join(root, 'bench/README.md'), results);
}

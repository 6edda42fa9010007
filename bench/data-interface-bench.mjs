// Issue 12: a SQL data interface's Actions/List over a 1,000,000-row business table with a keyword, on
// PostgreSQL (the target: p95 ≤ 50 ms at one client). The table lives in the business schema app_data,
// read by the interface role; name and code carry trigram indexes, as a data model's search fields would.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { apiCall, onThrowawayPostgres, replaceReadmeSection } from './bench-kit.mjs';
import { login } from './http-bench.mjs';
import { INITIAL_PASSWORD, md5, PASSWORD, preparedDataDir, startServer } from './server-process.mjs';

const SECTION = '## Data interfaces';
const ROWS = Number(process.env.BENCH_INTERFACE_ROWS ?? 1_000_000);
const SECONDS = 10;
const PORT = 3398;
const round = (n) => Math.round(n * 100) / 100;

/** companies: id, name 企业000001…, code C000001…, one of 20 cities; trigram indexes on name and code. */
const seedSql = (rows) => `
create table app_data.bench_companies (id bigint primary key, name text not null, code text not null, city text not null);
insert into app_data.bench_companies
  select i, '企业' || lpad(i::text, 7, '0'), 'C' || lpad(i::text, 7, '0'), '城市' || (i % 20)
    from generate_series(1, ${rows}) as i;
create index bench_companies_name_trgm on app_data.bench_companies using gin (name gin_trgm_ops);
create index bench_companies_code_trgm on app_data.bench_companies using gin (code gin_trgm_ops);`;

/** A call under /api/system. */
const api = (base, token, method, url, body) => apiCall(base, token, method, `/api/system${url}`, body);

async function createInterface(base, token) {
  const types = (await api(base, token, 'GET', '/DictionaryData/All')).list;
  const category = types.find((type) => type.enCode === 'DataInterfaceType')?.dictionaryList?.[0];
  if (!category) throw new Error('no DataInterfaceType category');
  const code = `BenchList${Date.now()}`;
  const { id } = await api(base, token, 'POST', '/DataInterface', {
    fullName: '压测企业列表',
    enCode: code,
    categoryId: category.id,
    dbLinkId: '0',
    dataType: 1,
    requestMethod: '3',
    checkType: 0,
    sortCode: 0,
    enabledMark: 1,
    query: 'SELECT id, name, code, city FROM bench_companies',
    requestParameters: '[]',
  });
  return id;
}

/** p50 / p95 (the mean of autocannon's p90 and p97.5) / p99 at one client, and requests/s at 10 connections. */
async function measureList(base, token, id, body) {
  const options = {
    url: `${base}/api/system/DataInterface/${id}/Actions/List`,
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    duration: SECONDS,
  };
  const single = await autocannon({ ...options, connections: 1 });
  const loaded = await autocannon({ ...options, connections: 10 });
  if (single.non2xx + loaded.non2xx > 0) throw new Error(`non-2xx answers for ${JSON.stringify(body)}`);
  const check = await fetch(options.url, { ...options, body: options.body }).then((r) => r.json());
  if (check.code !== 200) throw new Error(check.msg);
  return {
    total: check.data.pagination.total,
    p50Ms: single.latency.p50,
    p95Ms: round((single.latency.p90 + single.latency.p97_5) / 2),
    p99Ms: single.latency.p99,
    requestsPerSec: round(loaded.requests.average),
  };
}

/** The target is for a picker's search (a keyword that narrows the list); the last two are shown for scale. */
const CASES = [
  {
    name: 'keyword on the relation field, a few matches',
    body: { keyword: '企业012345', relationField: 'name' },
  },
  {
    name: 'keyword over two shown columns, a thousand matches',
    body: { keyword: 'C0123', columnOptions: 'name,code' },
  },
  {
    name: 'keyword matching a tenth of the rows',
    body: { keyword: '企业00', relationField: 'name' },
    isScale: true,
  },
  { name: 'no keyword, first page', body: { keyword: '' }, isScale: true },
];

export async function dataInterfaceBench() {
  return onThrowawayPostgres('bench_interface', async (databaseUrl) => {
    const env = { DATABASE_URL: databaseUrl };
    const dataDir = await preparedDataDir(PORT, { prefix: 'bench-interface-', env });
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const seedStart = performance.now();
    try {
      await db.query(seedSql(ROWS));
      // VACUUM refuses to run in the multi-statement transaction above.
      await db.query('vacuum (analyze) app_data.bench_companies');
    } finally {
      await db.end();
    }
    const seedSeconds = Math.round((performance.now() - seedStart) / 1000);
    const server = await startServer({ port: PORT, dataDir, adminPassword: INITIAL_PASSWORD, env });
    try {
      const token = await login(server.base, 'admin', md5(PASSWORD));
      const id = await createInterface(server.base, token);
      const cases = [];
      for (const { name, body, isScale } of CASES) {
        const result = await measureList(server.base, token, id, { currentPage: 1, pageSize: 20, ...body });
        cases.push({ name, isScale: Boolean(isScale), ...result });
      }
      const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version };
      return { rows: ROWS, seedSeconds, cases, ...machine, date: new Date().toISOString() };
    } finally {
      await server.stop();
    }
  });
}

export function writeDataInterfaceSection(file, r) {
  if (!r) return;
  const lines = r.cases.map(
    (c) =>
      `| ${c.name} | ${c.total.toLocaleString('en-US')} | ${c.p50Ms} | ${c.p95Ms} | ${c.p99Ms} | ${c.requestsPerSec} | ${c.isScale ? '(no target)' : c.p95Ms <= 50 ? 'met' : '**not met**'} |`,
  );
  const text = `${SECTION}

Issue 12: \`POST /api/system/DataInterface/{id}/Actions/List\` of a SQL interface
(\`SELECT id, name, code, city FROM bench_companies\`, run as the read-only interface role with server paging,
20 a page) over ${r.rows.toLocaleString('en-US')} rows in \`app_data\` on PostgreSQL (a throwaway database on
\`BENCH_DATABASE_URL\`; bulk load and trigram indexes ${r.seedSeconds} s). ${SECONDS} s at one client, then ${SECONDS} s at 10
connections. Target: p95 ≤ 50 ms for a keyword that narrows the list (a picker's search); a keyword matching a
tenth of the table and the unfiltered first page (both counted in full) are shown for scale. Alone: \`node bench/data-interface-bench.mjs\`.

Machine: ${r.cpus} × ${r.cpuModel}, Node ${r.node}, ${r.date.slice(0, 10)}.

| List call | Matching rows | p50 ms | p95 ms | p99 ms | req/s at 10 | p95 ≤ 50 ms |
|---|---|---|---|---|---|---|
${lines.join('\n')}
`;
  replaceReadmeSection(file, SECTION, text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const results = await dataInterfaceBench();
  console.log(JSON.stringify(results, null, 2));
  writeDataInterfaceSection(path.join(root, 'bench/README.md'), results);
}

// Login must not tell who exists (ENUM-1): an unknown account, a real one with a wrong password and a
// locked one get the same answer in the same time. Part of `npm run bench`; alone:
// `node bench/login-enumeration-bench.mjs` (fresh embedded database, prints the figures).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { startServer } from './server-process.mjs';

const md5 = (text) => createHash('md5').update(text).digest('hex');
const WRONG = md5('not-the-password');
/**
 * Seeded demo accounts whose passwords nobody knows: two stay open, two get locked. Two of each
 * keep every account under the limit of 100 failures an hour.
 */
const REAL = ['zhangsan', 'wangwu'];
const LOCKED = ['lisi', 'zhaoliu'];
/** The seeded system config locks an account after this many wrong passwords (for 10 minutes). */
const FAILURES_TO_LOCK = 5;

let ipCounter = 0;
/** A new client address per attempt (the server trusts X-Forwarded-For here): the per-IP limit stays out. */
const nextIp = () => {
  ipCounter += 1;
  return `10.99.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function attempt(base, account) {
  const start = performance.now();
  const res = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
    body: new URLSearchParams({ account, password: WRONG, grant_type: 'password' }),
  });
  const json = await res.json();
  return { ms: performance.now() - start, answer: `${res.status} ${json.code} ${json.msg}` };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n) => Math.round(n * 100) / 100;

/**
 * Locks the LOCKED accounts with wrong passwords, then sends `rounds` wrong-password logins for each case,
 * interleaved in a shuffled order so the three share the machine's noise (the per-account limit of 100 failures an hour
 * caps rounds). The server must trust X-Forwarded-For (TRUST_PROXY=1).
 */
export async function measureLoginEnumeration(base, rounds = 150) {
  for (const account of LOCKED) for (let i = 0; i < FAILURES_TO_LOCK; i++) await attempt(base, account);
  const cases = {
    // A name no account has, new at every attempt (the data dir is fresh), as an enumeration tries.
    unknown: (i) => `nobody${i + 1}`,
    wrongPassword: (i) => REAL[Math.abs(i) % 2],
    locked: (i) => LOCKED[Math.abs(i) % 2],
  };
  // Warm-up: the decoy hash of unknown accounts is made on first use.
  for (const account of Object.values(cases)) await attempt(base, account(-1));
  const times = { unknown: [], wrongPassword: [], locked: [] };
  const answers = new Set();
  for (let i = 0; i < rounds; i++) {
    // A new order each round, so no case always follows the same one.
    const order = Object.entries(cases).sort(() => Math.random() - 0.5);
    for (const [name, account] of order) {
      const { ms, answer } = await attempt(base, account(i));
      times[name].push(ms);
      answers.add(answer);
    }
  }
  const medians = Object.fromEntries(Object.entries(times).map(([name, ms]) => [name, round(median(ms))]));
  const values = Object.values(medians);
  const spreadPercent = round(((Math.max(...values) - Math.min(...values)) / Math.min(...values)) * 100);
  return { rounds, medians, spreadPercent, isSameAnswer: answers.size === 1, answers: [...answers] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const port = 3393;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-enum-'));
  const server = await startServer({
    port,
    dataDir,
    adminPassword: 'Bench@12345',
    env: { TRUST_PROXY: '1' },
  });
  try {
    const result = await measureLoginEnumeration(server.base);
    console.log(
      JSON.stringify({ ...result, date: new Date().toISOString(), cpus: os.cpus().length }, null, 2),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

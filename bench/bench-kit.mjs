// What several benches share: the headless Chromium they launch and the README section they rewrite.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { login } from './http-bench.mjs';
import { INITIAL_PASSWORD, md5, PASSWORD, preparedDataDir, startServer } from './server-process.mjs';

/** The flags of every headless Chromium the benches start (the machine's /usr/bin/chromium). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Puts `text` (which starts with the `heading` line) in place of the README's section under that
 * heading, up to the next `## ` heading, or appends it when the README has no such section yet.
 */
export function replaceReadmeSection(file, heading, text) {
  const current = readFileSync(file, 'utf8');
  // The whole heading line: '## Online lists' is not '## Online lists side by side with NocoBase'.
  const at = current.indexOf(`${heading}\n`);
  if (at < 0) {
    writeFileSync(file, `${current.trimEnd()}\n\n${text}`);
    return;
  }
  const next = current.indexOf('\n## ', at + heading.length);
  const rest = next < 0 ? '' : `\n${current.slice(next + 1)}`;
  writeFileSync(file, `${current.slice(0, at)}${text}${rest}`);
}

/** The value at percentile `p` (0–100) of `values`, nearest rank. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The machine a bench ran on, with the 1-minute load average when it ended. */
export function machineAfter() {
  return {
    loadAfter: Math.round(os.loadavg()[0] * 10) / 10,
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
  };
}

/** A JSON API call with the token; answers `data`, throws unless the answer's code is 200. */
export async function apiCall(base, token, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${method} ${url}: ${json.msg}`);
  return json.data;
}

/**
 * Runs `measure(base, token)` against the production server on a fresh data dir, the administrator past
 * the first password change and signed in, and returns its result with the machine it ran on and the
 * 1-minute load average before and after (other work on the machine shows in browser figures).
 */
export async function onSignedInServer({ port, prefix }, measure) {
  const dataDir = await preparedDataDir(port, { prefix });
  const server = await startServer({ port, dataDir, adminPassword: INITIAL_PASSWORD });
  const round = (n) => Math.round(n * 10) / 10;
  try {
    const token = await login(server.base, 'admin', md5(PASSWORD));
    const loadBefore = round(os.loadavg()[0]);
    const result = await measure(server.base, token);
    return { ...result, loadBefore, ...machineAfter() };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The local PostgreSQL the benches use (`BENCH_DATABASE_URL`, default the machine's own). */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function isPostgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `fn(databaseUrl)` on a database of its own on BENCH_PG_URL, dropped afterwards; answers undefined
 * (and runs nothing) when PostgreSQL cannot be reached.
 */
export async function onThrowawayPostgres(prefix, fn) {
  if (!(await isPostgresReachable(BENCH_PG_URL))) return undefined;
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: BENCH_PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// Issue 14: the message socket at 5,000 open tabs on the embedded database. 50 users signed in through
// the login API each hold 100 sockets; the server's memory per socket (RSS after a forced GC, with and
// without them), a notice released to everyone (every socket gets messagePush: time from the release
// request's start to each socket's frame), and 200 chat round trips between two further users with one
// tab each while the 5,000 sockets stay open.

import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { apiCall, machineAfter, percentile, replaceReadmeSection } from './bench-kit.mjs';
import { INITIAL_PASSWORD, md5, PASSWORD, preparedDataDir, startServer } from './server-process.mjs';
import { closeTabs, inBatches, openTab, settledResidentKb, sleep } from './socket-clients.mjs';

const SECTION = '## Sockets';
const PORT = 3401;
const INSPECT_PORT = 9401;
const USERS = Number(process.env.BENCH_SOCKET_USERS ?? 50);
const TABS = Number(process.env.BENCH_SOCKET_TABS ?? 100);
const SOCKETS = USERS * TABS;
const BROADCASTS = 10;
const ROUND_TRIPS = 200;
/** Sockets being opened at once (a browser fleet reconnecting after a restart is spread out too). */
const OPENING_AT_ONCE = 100;
/** A round trip starts at most every 150 ms: each chat socket then sends ~33 frames per 10 s, under the 40 allowed. */
const ROUND_TRIP_SPACING_MS = 150;
const round = (n) => Math.round(n * 10) / 10;

/** The bench users, with the administrator's password hash (the bench knows that password). */
async function seedSocketUsers(dataDir) {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    await db.exec(`
      INSERT INTO users (id, account, real_name, password_hash, change_password_date)
        SELECT 'bsock' || g, 'sock' || lpad(g::text, 3, '0'), '压测连接' || g, password_hash, now()
        FROM generate_series(1, ${USERS}) g, (SELECT password_hash FROM users WHERE account = 'admin') a;
      INSERT INTO users (id, account, real_name, password_hash, change_password_date)
        SELECT 'bchat' || c, 'chat_' || c, '压测聊天' || c, password_hash, now()
        FROM unnest(ARRAY['a', 'b']) c, (SELECT password_hash FROM users WHERE account = 'admin') a;`);
  } finally {
    await db.close();
  }
}

/** Signs in through the login API, each from an address of its own (the per-IP limit is 30 a minute). */
async function signIn(base, account, index) {
  const res = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `10.14.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    },
    body: new URLSearchParams({
      account,
      password: md5(PASSWORD),
      grant_type: 'password',
      origin: 'password',
    }),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`login of ${account} failed: ${json.msg}`);
  return json.data.token;
}

const stats = (values) => ({
  count: values.length,
  minMs: round(Math.min(...values)),
  p50Ms: round(percentile(values, 50)),
  p95Ms: round(percentile(values, 95)),
  maxMs: round(Math.max(...values)),
});

/** A notice to everyone, released BROADCASTS times: per socket, release start → messagePush. */
async function measureBroadcasts(base, adminToken, awaited) {
  const rounds = [];
  for (let i = 0; i < BROADCASTS; i++) {
    const title = `压测广播${i + 1}-${Date.now()}`;
    const { id } = await apiCall(base, adminToken, 'POST', '/api/message/Notice', {
      title,
      bodyText: '<p>全员通知</p>',
      toUserIds: [],
    });
    const arrivals = [];
    const start = performance.now();
    awaited.push = (frame, at) => {
      if (frame.method === 'messagePush' && frame.title === title) arrivals.push(at - start);
    };
    const released = await apiCall(base, adminToken, 'PUT', `/api/message/Notice/${id}/Actions/Release`);
    const answeredMs = performance.now() - start;
    const deadline = Date.now() + 20_000;
    while (arrivals.length < SOCKETS && Date.now() < deadline) await sleep(20);
    rounds.push({ receivers: released.count, answeredMs: round(answeredMs), ...stats(arrivals), arrivals });
    await sleep(2000);
  }
  awaited.push = undefined;
  const all = rounds.flatMap((r) => r.arrivals);
  return { rounds: rounds.map(({ arrivals, ...r }) => r), all: stats(all) };
}

/** Round trips between two users' single tabs, alternating who sends. */
async function measureChat(base, tokens) {
  const pending = {};
  const onFrame = (frame, at) => {
    if (frame.method === 'receiveMessage' && frame.formMessage === pending.text) pending.received?.(at);
    if (frame.method === 'sendMessage' && frame.toMessage === pending.text) pending.echoed?.(at);
  };
  const tabs = [await openTab(base, tokens.a, onFrame), await openTab(base, tokens.b, onFrame)];
  const ids = ['bchata', 'bchatb'];
  const received = [];
  const echoed = [];
  for (let i = 0; i < ROUND_TRIPS; i++) {
    const from = i % 2;
    pending.text = `往返${i}`;
    const arrived = (name) => new Promise((resolve) => (pending[name] = resolve));
    const both = Promise.all([arrived('received'), arrived('echoed')]);
    const start = performance.now();
    tabs[from].send(
      JSON.stringify({
        method: 'SendMessage',
        toUserId: ids[1 - from],
        messageType: 'text',
        messageContent: pending.text,
        token: '',
      }),
    );
    const [receivedAt, echoedAt] = await Promise.race([
      both,
      sleep(10_000).then(() => {
        throw new Error(`chat round trip ${i} not answered within 10 s`);
      }),
    ]);
    received.push(receivedAt - start);
    echoed.push(echoedAt - start);
    const spent = performance.now() - start;
    if (spent < ROUND_TRIP_SPACING_MS) await sleep(ROUND_TRIP_SPACING_MS - spent);
  }
  await closeTabs(tabs);
  return { received: stats(received), echoed: stats(echoed) };
}

export async function socketBench() {
  const dataDir = await preparedDataDir(PORT, { prefix: 'bench-socket-' });
  await seedSocketUsers(dataDir);
  const server = await startServer({
    port: PORT,
    dataDir,
    adminPassword: INITIAL_PASSWORD,
    env: { TRUST_PROXY: '1' },
    nodeArgs: [`--inspect=127.0.0.1:${INSPECT_PORT}`],
  });
  const { base } = server;
  try {
    const adminToken = await signIn(base, 'admin', 0);
    const tokens = [];
    for (let u = 1; u <= USERS; u++) tokens.push(await signIn(base, `sock${String(u).padStart(3, '0')}`, u));
    const chatTokens = {
      a: await signIn(base, 'chat_a', USERS + 1),
      b: await signIn(base, 'chat_b', USERS + 2),
    };
    const loadBefore = round(os.loadavg()[0]);

    // Warm-up: the socket code paths run once before the baseline is read.
    await closeTabs(
      await inBatches(
        tokens.map((token) => () => openTab(base, token)),
        OPENING_AT_ONCE,
      ),
    );
    await sleep(2000);
    const idleKb = await settledResidentKb(server.pid, INSPECT_PORT);

    const awaited = {};
    const onFrame = (frame, at) => awaited.push?.(frame, at);
    // Tab-major order: every user's first tab opens first, as users arrive before they open more tabs.
    const opening = [];
    for (let tab = 0; tab < TABS; tab++)
      for (const token of tokens) opening.push(() => openTab(base, token, onFrame));
    const openStart = performance.now();
    const sockets = await inBatches(opening, OPENING_AT_ONCE);
    const openSeconds = round((performance.now() - openStart) / 1000);
    await sleep(2000);
    const loadedKb = await settledResidentKb(server.pid, INSPECT_PORT);

    const broadcasts = await measureBroadcasts(base, adminToken, awaited);
    const chat = await measureChat(base, chatTokens);
    const stillOpen = sockets.filter((ws) => ws.readyState === ws.OPEN).length;
    await closeTabs(sockets);
    return {
      sockets: SOCKETS,
      users: USERS,
      tabs: TABS,
      openSeconds,
      stillOpen,
      memory: {
        idleMb: round(idleKb / 1024),
        loadedMb: round(loadedKb / 1024),
        perSocketKb: round((loadedKb - idleKb) / SOCKETS),
      },
      broadcasts,
      chat,
      loadBefore,
      ...machineAfter(),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The "## Sockets" section: targets p95 ≤ 250 ms for a broadcast to all, ≤ 60 KB of server memory a socket. */
export function writeSocketSection(file, r) {
  const b = r.broadcasts.all;
  const m = r.memory;
  const verdict = (isMet) => (isMet ? 'met' : '**not met**');
  const arrived = r.broadcasts.rounds.every((x) => x.count === r.sockets);
  const rounds = r.broadcasts.rounds
    .map(
      (x, i) =>
        `| ${i + 1} | ${x.count.toLocaleString('en-US')} | ${x.minMs} ms | ${x.p50Ms} ms | ${x.p95Ms} ms | ${x.maxMs} ms | ${x.answeredMs} ms |`,
    )
    .join('\n');
  const text = `${SECTION}

Issue 14, on the embedded database: ${r.users} users, signed in through the login API (each from an
address of its own, the server trusting X-Forwarded-For, so the 30-a-minute login limit per address stays
out of the way), hold ${r.tabs} sockets each on \`/api/message/websocket/{token}\`: ${r.sockets.toLocaleString('en-US')} sockets, opened from the bench process
${OPENING_AT_ONCE} at a time, every user's first tab first, each as a browser tab does (Origin of the page,
\`OnConnection\`, then \`initMessage\`): ${r.openSeconds} s until all were past \`initMessage\`.
Fifty users with a hundred tabs each stand for 5,000 tabs: per socket the server does the same work
whichever user holds it (one registry entry, one frame per delivery), and 5,000 sign-ins would measure
argon2id, not the socket. Alone: \`node bench/socket-bench.mjs\`.

- **Memory**: the server's RSS (VmRSS of /proc) after a full GC (asked through the inspector, which
  this bench alone turns on), the median of 5 readings a second apart: ${m.idleMb} MB with no socket (after a
  warm-up that opened and closed one socket per user), ${m.loadedMb} MB with ${r.sockets.toLocaleString('en-US')}.
- **Broadcast**: a notice to everyone is created, then released ${r.broadcasts.rounds.length} times (a new notice each time); the release
  stores one message per enabled user (${r.broadcasts.rounds[0]?.receivers} with the seeded ones) and pushes \`messagePush\` to
  each of their sockets. Per socket: from the start of the release request to the frame's arrival in the
  bench process (which reads all ${r.sockets.toLocaleString('en-US')} sockets on one core; the server's answer to the request is the last column).
- **Chat**: two more users with one tab each send ${r.chat.received.count} \`SendMessage\` frames, taking turns, one
  at a time (at most one every ${ROUND_TRIP_SPACING_MS} ms, inside the 40 frames per 10 s a socket may send),
  with the ${r.sockets.toLocaleString('en-US')} sockets open; time from the send to the receiver's \`receiveMessage\` and to the sender's own
  \`sendMessage\` echo (the message is stored first, then both go out).

Machine: ${r.cpus} × ${r.cpuModel}, Node ${r.node}, ${r.date.slice(0, 10)}; 1-minute load average ${r.loadBefore}
before, ${r.loadAfter} after. The 2 cores are shared with other engineers' work (builds, tests), and the
server and the bench's ${r.sockets.toLocaleString('en-US')} clients run on the same two cores.

Where a broadcast's time goes (a CPU profile of the server, \`BENCH_NODE_ARGS=--cpu-prof\`, 2026-11-27): the
release's transaction takes the first 20–80 ms (the "first" column), then the server writes the frame
to each socket in one synchronous loop, and the frames arrive as they are written (the last arrival is
a few milliseconds before the answer). Two thirds of that loop's CPU time is the kernel's write of each
frame (one \`writev\` per socket, about 20–30 µs here, loopback TCP included), a quarter is \`ws\`'s
framing, and the frame itself is serialised once per user (per language, for frames with a message),
not once per socket. The loop needs 50–150 ms of CPU for 5,000 sockets, so the p95 depends on
how much of a core the server gets on the shared machine: in five runs on 2026-11-27 (two before the
serialise-once change, one beside a test run) the p95 ranged from 157 to 388 ms. Spreading the sockets over several server processes (the Redis bus already delivers each
event to every process) would split that loop; it is not done here.

| Measure | Target | Result | |
|---|---|---|---|
| Broadcast to all, p95 over ${r.broadcasts.rounds.length} releases | ≤ 250 ms, all delivered | ${b.p95Ms} ms (p50 ${b.p50Ms} ms, max ${b.maxMs} ms); ${b.count.toLocaleString('en-US')} of ${(r.sockets * r.broadcasts.rounds.length).toLocaleString('en-US')} frames arrived | ${verdict(b.p95Ms <= 250 && arrived)} |
| Server memory per socket | ≤ 60 KB | ${m.perSocketKb} KB ((${m.loadedMb} − ${m.idleMb} MB) / ${r.sockets.toLocaleString('en-US')}) | ${verdict(m.perSocketKb <= 60)} |
| Chat, send → receiver's \`receiveMessage\` | reported | p50 ${r.chat.received.p50Ms} ms, p95 ${r.chat.received.p95Ms} ms, max ${r.chat.received.maxMs} ms | |
| Chat, send → sender's \`sendMessage\` echo | reported | p50 ${r.chat.echoed.p50Ms} ms, p95 ${r.chat.echoed.p95Ms} ms, max ${r.chat.echoed.maxMs} ms | |
| Sockets still open at the end | ${r.sockets.toLocaleString('en-US')} | ${r.stillOpen.toLocaleString('en-US')} | ${verdict(r.stillOpen === r.sockets)} |

| Release | Frames arrived | first | p50 | p95 | max | Release answered |
|---|---|---|---|---|---|---|
${rounds}
`;
  replaceReadmeSection(file, SECTION, text);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.env.BENCH_SERVER_ENTRY) ensureBuild(['server']);
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const results = await socketBench();
  console.log(JSON.stringify(results, null, 2));
  if (!process.env.BENCH_SOCKET_USERS && !process.env.BENCH_SOCKET_TABS)
    writeSocketSection(path.join(root, 'bench/README.md'), results);
}

// Writes bench/README.md: the targets of the issues and the last measured results.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Sections written by runs outside `npm run bench` (they need NocoBase running): kept as they stand. */
const KEPT_SECTIONS = ['## Side by side with NocoBase', '## Online lists side by side with NocoBase'];

function keptSections(file) {
  if (!existsSync(file)) return [];
  const current = readFileSync(file, 'utf8');
  return KEPT_SECTIONS.flatMap((heading) => {
    const at = current.indexOf(`${heading}\n`);
    if (at < 0) return [];
    const next = current.indexOf('\n## ', at + heading.length);
    return [current.slice(at, next < 0 ? undefined : next).trimEnd()];
  });
}

const TARGETS = [
  [
    'Initial JS, login + home (gzip)',
    '≤ 350 KB',
    (r) => `${r.js.loginPlusHomeGzipKB} KB (login route alone ${r.js.loginRouteGzipKB} KB)`,
    (r) => r.js.loginPlusHomeGzipKB <= 350,
  ],
  [
    'Bytes sent to the browser, login + home (every response as sent: web files precompressed)',
    'reported',
    (r) => `${r.js.loginPlusHomeSentKB} KB (login route alone ${r.js.loginRouteSentKB} KB)`,
    () => true,
  ],
  [
    'CurrentUser p95, admin, seeded menu',
    '≤ 10 ms',
    (r) => `${r.currentUser.p95Ms} ms (p50 ${r.currentUser.p50Ms} ms, p99 ${r.currentUser.p99Ms} ms)`,
    (r) => r.currentUser.p95Ms <= 10,
  ],
  [
    'CurrentUser throughput (10 connections)',
    'reported',
    (r) => `${r.currentUser.requestsPerSec} req/s`,
    () => true,
  ],
  [
    'Users keyword search p95, admin, 100,000 users (name)',
    '≤ 30 ms',
    (r) => fmt(r.permission.userSearchAdminName),
    (r) => r.permission.userSearchAdminName.p95Ms <= 30,
  ],
  [
    'Users keyword search p95, admin, 100,000 users (account digits)',
    '≤ 30 ms',
    (r) => fmt(r.permission.userSearchAdminAccount),
    (r) => r.permission.userSearchAdminAccount.p95Ms <= 30,
  ],
  [
    'Users keyword search p95, grade-managed member (one company subtree)',
    '≤ 1.2 × admin',
    (r) =>
      `${fmt(r.permission.userSearchMemberName)}; ${ratio(r.permission.userSearchMemberName, r.permission.userSearchAdminName)} × admin`,
    (r) => r.permission.userSearchMemberName.p95Ms <= 1.2 * r.permission.userSearchAdminName.p95Ms,
  ],
  [
    'Users list page 1 without a keyword (100,000 users, with the total), admin',
    'reported',
    (r) => fmt(r.permission.userFirstPageAdmin),
    () => true,
  ],
  [
    'Users list page 1 without a keyword, grade-managed member (10,000 users in scope)',
    'reported',
    (r) => fmt(r.permission.userFirstPageMember),
    () => true,
  ],
  [
    'Users list of one department (a click in the organization tree), admin',
    'reported',
    (r) => fmt(r.permission.userDepartmentAdmin),
    () => true,
  ],
  [
    'CurrentUser p95, member with 20 roles over 1,000 menus',
    '≤ 15 ms',
    (r) => fmt(r.permission.currentUserMember),
    (r) => r.permission.currentUserMember.p95Ms <= 15,
  ],
  [
    'CurrentUser p95, member vs administrator on the same menus',
    '≤ 1.2 × admin',
    (r) =>
      `admin ${fmt(r.permission.currentUserAdmin)}; member ${ratio(r.permission.currentUserMember, r.permission.currentUserAdmin)} × admin`,
    (r) => r.permission.currentUserMember.p95Ms <= 1.2 * r.permission.currentUserAdmin.p95Ms,
  ],
  [
    'Login latency (argon2id verify, sequential)',
    'reported',
    (r) => `p50 ${r.login.p50Ms} ms, p95 ${r.login.p95Ms} ms`,
    () => true,
  ],
  [
    'Login answer, unknown vs wrong-password vs locked account (medians, same text)',
    'within 10 %',
    (r) => {
      const { medians, spreadPercent, isSameAnswer, rounds } = r.loginEnumeration;
      const text = isSameAnswer ? 'same text' : '**different texts**';
      return `${medians.unknown} / ${medians.wrongPassword} / ${medians.locked} ms; spread ${spreadPercent} %; ${text} (${rounds} each)`;
    },
    (r) => r.loginEnumeration.isSameAnswer && r.loginEnumeration.spreadPercent <= 10,
  ],
];

const fmt = (m) => `${m.p95Ms} ms (p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms)`;
const ratio = (a, b) => (b.p95Ms > 0 ? Math.round((a.p95Ms / b.p95Ms) * 100) / 100 : 'n/a');

export function writeReport(file, r) {
  const rows = TARGETS.map(
    ([name, target, value, pass]) =>
      `| ${name} | ${target} | ${value(r)} | ${pass(r) ? 'met' : '**not met**'} |`,
  );
  const text = `# Benchmarks

\`npm run bench\` builds what is missing, starts the production server on a fresh embedded
database (PGlite) with the seeded data, and measures:

- **Login**: 10 sequential logins of \`admin\` (each verifies argon2id; the login rate limit forbids a flood).
- **Login enumeration** (issue 8): wrong-password logins of a new unknown name each time, of
  \`zhangsan\`/\`wangwu\` and of \`lisi\`/\`zhaoliu\` (locked first by 5 wrong passwords), 150 each,
  interleaved in a shuffled order, each from its own address (the server trusts X-Forwarded-For
  here); the medians must lie within 10 % of each other and the answers be identical
  (bench/login-enumeration-bench.mjs; alone: \`node bench/login-enumeration-bench.mjs\`).
- **CurrentUser**: administrator token, seeded menu tree. Latency with one client looping for 10 s (what
  a user waits); throughput with 10 concurrent clients for 10 s. autocannon reports p90 and p97.5; p95 is
  shown as their mean.
- **Initial JS**: Chromium opens /login, then logs in and lands on /home; the gzip size of every
  script fetched is summed (Vite route-level splitting: module pages are lazy). On the same visit,
  the bytes Chromium received for every response as sent (headers included): the web files go out
  as the brotli copies the build writes (apps/web/build/precompress.ts); API answers are not compressed.
- **Permission administration** (issue 3): a second fresh database gets 500 organizations
  (10 companies × 49 departments), 100,000 users, 1,000 pages with 4 buttons and 3 columns each and
  20 roles splitting them (bench/permission-data.mjs, set-based SQL into the stopped server's PGlite,
  ${r.permission.seedSeconds} s). \`bench_member\` holds all 20 roles and administers the first company's
  subtree (its name search runs over the same 445 张伟 candidates, none of whom works in that company).
  Each figure is one client looping for 10 s on \`GET /api/permission/Users?keyword=…\` (page 1,
  20 a page, with the total) or \`GET /api/oauth/CurrentUser\`. The bulk load ends with one
  \`VACUUM (ANALYZE)\`, standing in for the server's own upkeep of the embedded database (ADR 0010).

Targets are checked here, never as timed assertions in tests.

## Last results

Machine: ${r.cpus} × ${r.cpuModel}, Node ${r.node}, ${r.date.slice(0, 10)}.

| Measure | Target | Result | |
|---|---|---|---|
${rows.join('\n')}

Largest scripts on the way (gzip):

${r.js.largest.map((line) => `- ${line}`).join('\n')}
`;
  writeFileSync(file, `${[text.trimEnd(), ...keptSections(file)].join('\n\n')}\n`);
}

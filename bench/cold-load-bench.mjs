import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { launchChromium, onSignedInServer, percentile, replaceReadmeSection } from './bench-kit.mjs';

/** Measured runs per page, after one discarded run that warms the server (not the browser). */
const RUNS = 15;
const SECTION = '## Cold load';
/** The network counts as idle after this long without a request starting or ending. */
const QUIET_MS = 2000;
/** The web's token key in local storage and its cookie (apps/web/src/platform/storage/local-store.ts). */
const TOKEN_KEY = 'sme_platform_token';
const PAGES = [
  {
    name: 'login',
    path: '/login',
    shown: 'login form',
    selector: '[data-testid="login-submit"]',
    isSignedIn: false,
  },
  {
    name: 'users',
    path: '/permission/user',
    shown: 'first row',
    selector: '[data-testid="user-table"] tr.ant-table-row',
    isSignedIn: true,
  },
];

/**
 * Runs in the page before its own scripts: on every animation frame, until found, checks whether the
 * watched element is laid out and visible and keeps the page's clock time of the first frame it is.
 */
function watchVisible(selector) {
  const isVisible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const tick = () => {
    const el = document.querySelector(selector);
    if (el && isVisible(el)) {
      window.__coldLoadVisibleAt = performance.now();
      return;
    }
    if (performance.now() < 60_000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function coldRun(browser, base, page, token) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    if (token) {
      await context.addInitScript(
        ([key, value]) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, value);
        },
        [TOKEN_KEY, token],
      );
      await context.addCookies([{ name: TOKEN_KEY, value: encodeURIComponent(token), url: base }]);
    }
    await context.addInitScript(watchVisible, page.selector);
    const tab = await context.newPage();
    const received = [];
    // Requests in flight and the last start or end: Playwright's 'networkidle' fires once, at load, which
    // in this app comes before the shell's own requests.
    const network = { inFlight: 0, lastActivity: performance.now() };
    const settle = () => {
      network.inFlight -= 1;
      network.lastActivity = performance.now();
    };
    tab.on('request', () => {
      network.inFlight += 1;
      network.lastActivity = performance.now();
    });
    tab.on('requestfailed', settle);
    tab.on('requestfinished', (req) => {
      settle();
      received.push(
        req
          .sizes()
          .then((sizes) => {
            const timing = req.timing();
            return {
              bytes: sizes.responseBodySize + sizes.responseHeadersSize,
              endsAt: timing.startTime + Math.max(0, timing.responseEnd),
            };
          })
          .catch(() => undefined),
      );
    });
    await tab.goto(`${base}${page.path}`);
    const marks = await tab
      .waitForFunction(
        () => {
          const fcp = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
          const shownAt = window.__coldLoadVisibleAt;
          return fcp && shownAt !== undefined
            ? {
                fcpMs: fcp.startTime,
                shownMs: Math.max(shownAt, fcp.startTime),
                timeOrigin: performance.timeOrigin,
              }
            : undefined;
        },
        undefined,
        { timeout: 30_000 },
      )
      .then((handle) => handle.jsonValue());
    if (!tab.url().endsWith(page.path)) throw new Error(`${page.path} ended at ${tab.url()}`);
    // Chunks fetched ahead in idle time count in "until idle", not in what the page needed.
    await networkQuiet(network);
    const responses = (await Promise.all(received)).filter(Boolean);
    const shownAt = marks.timeOrigin + marks.shownMs;
    return {
      fcpMs: marks.fcpMs,
      shownMs: marks.shownMs,
      bytesUntilShown: sum(responses.filter((r) => r.endsAt <= shownAt)),
      bytesUntilIdle: sum(responses),
      requests: responses.length,
    };
  } finally {
    await context.close();
  }
}

/** Until nothing was in flight for QUIET_MS (at most 30 s). */
async function networkQuiet(network) {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if (network.inFlight <= 0 && performance.now() - network.lastActivity >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every page, RUNS cold loads each, with one warm-up run first. */
export async function measureColdLoad(base, token) {
  const browser = await launchChromium();
  try {
    const results = [];
    for (const page of PAGES) {
      const sessionToken = page.isSignedIn ? token : undefined;
      await coldRun(browser, base, page, sessionToken);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await coldRun(browser, base, page, sessionToken));
      const values = (key) => runs.map((r) => r[key]);
      const stat = (key) => ({
        p50: round(percentile(values(key), 50)),
        p95: round(percentile(values(key), 95)),
      });
      results.push({
        name: page.name,
        path: page.path,
        shown: page.shown,
        runs: RUNS,
        fcpMs: stat('fcpMs'),
        shownMs: stat('shownMs'),
        kbUntilShown: kb(percentile(values('bytesUntilShown'), 50)),
        kbUntilIdle: kb(percentile(values('bytesUntilIdle'), 50)),
        requestsUntilIdle: percentile(values('requests'), 50),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** A fresh data dir, the admin past the first password change and signed in once, every page measured. */
export function coldLoadBench(port = 3395) {
  return onSignedInServer({ port, prefix: 'bench-cold-' }, async (base, token) => ({
    pages: await measureColdLoad(base, token),
  }));
}

function table(r) {
  const rows = r.pages.map(
    (p) =>
      `| ${p.path} | ${p.fcpMs.p50} / ${p.fcpMs.p95} ms | ${p.shown}: ${p.shownMs.p50} / ${p.shownMs.p95} ms | ${p.kbUntilShown} KB | ${p.kbUntilIdle} KB (${p.requestsUntilIdle} requests) |`,
  );
  return `| Page | First contentful paint, p50 / p95 | Visible, p50 / p95 | Received until visible (p50) | Received until network idle (p50) |
|---|---|---|---|---|
${rows.join('\n')}`;
}

export function writeColdLoadSection(file, r) {
  const text = `${SECTION}

A first visit: Chromium (headless, /usr/bin/chromium through playwright-core) opens the page in a fresh
browser context each run, so nothing is cached. Times run from the navigation's start on the page's own
clock: first contentful paint from \`performance.getEntriesByType('paint')\`; "visible" is the first
animation frame in which the element is laid out and not hidden, or the first contentful paint when
that came later (nothing shows before it; /login: the login form's submit button; /permission/user:
the first row of the users table). /permission/user is opened with the
administrator's session already in local storage (signed in once through the API), so the figure
is the page's own cold load: CurrentUser, the shell, the page and its first list request. "Received"
is every response as sent (headers included); until network idle (no request for ${QUIET_MS / 1000} s) it also
holds the chunks the shell fetches ahead in idle time (home and the first pages of the menu). ${r.pages[0]?.runs ?? RUNS} measured runs per
page after one warm-up run; alone: \`node bench/cold-load-bench.mjs\`.

Machine: ${r.cpus} × ${r.cpuModel}, Node ${r.node}, ${r.date.slice(0, 10)}; 1-minute load average
${r.loadBefore} before and ${r.loadAfter} after (other work was running on the machine).

${table(r)}
`;
  replaceReadmeSection(file, SECTION, text);
}

const sum = (responses) => responses.reduce((total, r) => total + r.bytes, 0);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const round = (n) => Math.round(n * 10) / 10;

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBuild();
  const result = await coldLoadBench();
  console.log(JSON.stringify(result, null, 2));
  console.log(table(result));
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  writeColdLoadSection(path.join(root, 'bench/README.md'), result);
}

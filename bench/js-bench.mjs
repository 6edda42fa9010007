// Initial JavaScript for the login route and for home after login, gzip-compressed size of every
// script the browser fetched, measured with the real built app in Chromium.
import { gzipSync } from 'node:zlib';
import { launchChromium } from './bench-kit.mjs';

export async function measureInitialJs(base, account, password) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = new Map();
    const pending = [];
    // Bytes on the wire (encoded bodies and headers) of every response: what the compression saves.
    let sentBytes = 0;
    page.on('requestfinished', (req) => {
      pending.push(
        req
          .sizes()
          .then((sizes) => {
            sentBytes += sizes.responseBodySize + sizes.responseHeadersSize;
          })
          .catch(() => undefined),
      );
    });
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res
          .body()
          .then((body) => scripts.set(res.url(), gzipSync(body).length))
          .catch(() => undefined),
      );
    });
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
    };
    const loginStart = performance.now();
    await page.goto(`${base}/login`);
    await page.getByTestId('login-submit').waitFor();
    const loginMs = performance.now() - loginStart;
    await settle();
    const loginBytes = sum(scripts);
    const loginSentBytes = sentBytes;
    const loginScripts = new Set(scripts.keys());
    await page.getByTestId('login-account').fill(account);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/home/, { timeout: 30_000 });
    await page.getByTestId('home-page').waitFor({ timeout: 30_000 });
    await settle();
    return {
      loginRouteGzipKB: kb(loginBytes),
      loginPlusHomeGzipKB: kb(sum(scripts)),
      loginRouteSentKB: kb(loginSentBytes),
      loginPlusHomeSentKB: kb(sentBytes),
      scripts: scripts.size,
      largest: [...scripts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(
          ([url, bytes]) =>
            `${kb(bytes)} KB ${new URL(url).pathname.split('/').pop()}${loginScripts.has(url) ? '' : ' (home)'}`,
        ),
      loginPageLoadMs: Math.round(loginMs),
    };
  } finally {
    await browser.close();
  }
}

const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

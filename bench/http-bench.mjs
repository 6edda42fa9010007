// HTTP measurements: login latency (sequential, under the login rate limit) and CurrentUser under load.
import autocannon from 'autocannon';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function login(base, account, md5Password) {
  const body = new URLSearchParams({
    account,
    password: md5Password,
    grant_type: 'password',
    origin: 'password',
  });
  const res = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`login failed: ${json.msg}`);
  return json.data.token;
}

/** First-login password change: captcha read through the test hook, then ModifyPassword. */
export async function changePassword(base, account, oldMd5, newMd5) {
  const token = await login(base, account, oldMd5);
  const random = `bench${Date.now()}`;
  await fetch(`${base}/api/file/ImageCode/${random}`);
  const { data } = await (await fetch(`${base}/api/oauth/TestHooks/Captcha/${random}`)).json();
  const res = await fetch(`${base}/api/permission/Users/Current/Actions/ModifyPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ oldPassword: oldMd5, password: newMd5, code: data.code, timestamp: random }),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`password change failed: ${json.msg}`);
}

/** Login includes an argon2id verification by design, so it is measured sequentially (10 logins). */
export async function measureLogin(base, account, md5Password, count = 10) {
  const times = [];
  let token = '';
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    token = await login(base, account, md5Password);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { count, p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), token };
}

async function runAutocannon(url, token, connections, duration) {
  const result = await autocannon({ url, connections, duration, headers: { authorization: token } });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx responses from ${url}`);
  return result;
}

/**
 * CurrentUser for the administrator on the seeded menu. Latency: one client in a loop for 10 s (what
 * a user waits). Throughput: 10 concurrent clients for 10 s (latency there is mostly queueing).
 * autocannon reports p90 and p97.5; p95 is shown as their mean.
 */
export async function measureCurrentUser(base, token) {
  const url = `${base}/api/oauth/CurrentUser`;
  const single = await runAutocannon(url, token, 1, 10);
  const loaded = await runAutocannon(url, token, 10, 10);
  return {
    p50Ms: single.latency.p50,
    p95Ms: round((single.latency.p90 + single.latency.p97_5) / 2),
    p99Ms: single.latency.p99,
    requestsPerSec: round(loaded.requests.average),
    loadedP50Ms: loaded.latency.p50,
    loadedP99Ms: loaded.latency.p99,
  };
}

/** One client looping on a GET for 10 s: what a user waits. p95 as the mean of p90 and p97.5. */
export async function measureGet(base, pathAndQuery, token) {
  const result = await runAutocannon(`${base}${pathAndQuery}`, token, 1, 10);
  return {
    p50Ms: result.latency.p50,
    p95Ms: round((result.latency.p90 + result.latency.p97_5) / 2),
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

const round = (n) => Math.round(n * 100) / 100;

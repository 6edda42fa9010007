import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboundError as OutboundErrorClass } from './outbound-error.ts';
import type { OutboundRequest, outboundFetch as outboundFetchFunction } from './outbound-fetch.ts';

// Names under .rebind.test resolve through this fake, so a test can choose what DNS answers.
vi.mock('node:dns/promises', async (original) => {
  const actual = await original<typeof import('node:dns/promises')>();
  const fake: Record<string, string[]> = {
    'pinned.rebind.test': ['127.0.0.1'],
    'mixed.rebind.test': ['93.184.216.34', '127.0.0.1'],
  };
  const lookup = (async (host: string, options: object) => {
    const addresses = fake[host];
    if (addresses) return addresses.map((address) => ({ address, family: 4 }));
    return actual.lookup(host, options as { all: true });
  }) as typeof actual.lookup;
  return { ...actual, lookup, default: { ...actual, lookup } };
});

// Test files of a worker share one module cache: the guard is loaded afresh below so it sees this DNS fake.
let outboundFetch: typeof outboundFetchFunction;
let OutboundError: typeof OutboundErrorClass;
let server: Server;
let origin: string;
let port: number;
let hugeBytesSent = 0;
const seenHosts: string[] = [];

beforeAll(async () => {
  vi.resetModules();
  ({ outboundFetch } = await import('./outbound-fetch.ts'));
  ({ OutboundError } = await import('./outbound-error.ts'));
  server = createServer((req, res) => {
    seenHosts.push(req.headers.host ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/ok') return res.end('hello');
    if (url.pathname === '/to') {
      res.writeHead(302, { location: url.searchParams.get('target') ?? '/ok' });
      return res.end();
    }
    if (url.pathname === '/loop') {
      res.writeHead(302, { location: '/loop' });
      return res.end();
    }
    if (url.pathname === '/hang') return;
    if (url.pathname === '/huge') {
      const chunk = Buffer.alloc(64 * 1024, 120);
      const write = () => {
        while (hugeBytesSent < 100 * 1024 * 1024) {
          hugeBytesSent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        res.end();
      };
      res.on('close', () => undefined);
      return write();
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const LOCAL: OutboundRequest = { allowHosts: ['127.0.0.1'] };

async function refusal(url: string, options: OutboundRequest = {}) {
  const error = await outboundFetch(url, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return (error as OutboundErrorClass).reason;
}

describe('outboundFetch: addresses', () => {
  it('refuses the local server unless 127.0.0.1 is allow-listed (as an address, a range or the host name)', async () => {
    expect(await refusal(`${origin}/ok`)).toBe('addressNotAllowed');
    for (const allowHosts of [['127.0.0.1'], ['127.0.0.0/8'], '10.0.0.0/8, 127.0.0.1/32']) {
      const answer = await outboundFetch(`${origin}/ok`, { allowHosts });
      expect(answer.status).toBe(200);
      expect(answer.text()).toBe('hello');
      expect(answer.url).toBe(`${origin}/ok`);
    }
  });

  it.each([
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://0.0.0.0/',
    'http://[::]/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://[ff02::1]/',
    'http://255.255.255.255/',
  ])('refuses %s', async (url) => {
    expect(await refusal(url, { timeoutMs: 2000 })).toBe('addressNotAllowed');
  });

  it('refuses a name that resolves to loopback (localhost)', async () => {
    expect(await refusal(`http://localhost:${port}/ok`)).toBe('addressNotAllowed');
  });

  it('refuses a name when any one of its addresses is internal', async () => {
    expect(await refusal(`http://mixed.rebind.test:${port}/ok`)).toBe('addressNotAllowed');
  });

  it('connects to the address it checked, sending the name as Host', async () => {
    const answer = await outboundFetch(`http://pinned.rebind.test:${port}/ok`, LOCAL);
    expect(answer.text()).toBe('hello');
    expect(seenHosts.at(-1)).toBe(`pinned.rebind.test:${port}`);
  });
});

describe('outboundFetch: schemes', () => {
  it.each([
    ['file:///etc/passwd', 'file'],
    ['gopher://127.0.0.1:70/_x', 'gopher'],
    ['ftp://example.com/a', 'ftp'],
    ['data:text/plain,hi', 'data'],
  ])('refuses %s', async (url) => {
    expect(await refusal(url)).toBe('schemeNotAllowed');
  });

  it('refuses what is not a URL', async () => {
    expect(await refusal('not a url')).toBe('invalidUrl');
  });
});

describe('outboundFetch: redirects', () => {
  it('follows a redirect to an allowed address', async () => {
    const answer = await outboundFetch(`${origin}/to?target=/ok`, LOCAL);
    expect(answer.text()).toBe('hello');
    expect(answer.url).toBe(`${origin}/ok`);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.2/',
    'http://10.0.0.1/',
    'http://[::1]/',
  ])('re-checks the target: a 302 from an allow-listed server to %s is refused', async (target) => {
    const url = `${origin}/to?target=${encodeURIComponent(target)}`;
    expect(await refusal(url, { allowHosts: ['127.0.0.1'] })).toBe('addressNotAllowed');
  });

  it('stops after five redirects, and refuses any when told to', async () => {
    expect(await refusal(`${origin}/loop`, LOCAL)).toBe('tooManyRedirects');
    expect(await refusal(`${origin}/to?target=/ok`, { ...LOCAL, maxRedirects: 0 })).toBe('tooManyRedirects');
  });
});

describe('outboundFetch: caps', () => {
  it('aborts a 100 MB answer at the size cap without reading it all', async () => {
    const error = await outboundFetch(`${origin}/huge`, LOCAL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as OutboundErrorClass).reason).toBe('tooLarge');
    expect((error as OutboundErrorClass).params.limit).toBe(10 * 1024 * 1024);
    expect(hugeBytesSent).toBeLessThan(40 * 1024 * 1024);
  });

  it('times out a server that never answers', async () => {
    const started = Date.now();
    expect(await refusal(`${origin}/hang`, { ...LOCAL, timeoutMs: 300 })).toBe('timedOut');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

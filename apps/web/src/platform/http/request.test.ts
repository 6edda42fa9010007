// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { setToastSink } from '../feedback/toast.ts';
import { initI18n } from '../i18n/index.ts';
import { ApiError } from './api-error.ts';
import { configureRequest, http, request } from './request.ts';

/* The request rules and their error messages, seen from the wire. */

interface Sent {
  url: URL;
  init: RequestInit;
  headers: Headers;
}

let sent: Sent[];
let onSessionEnd: Mock<(code: number, msg: string) => void>;
let token: string | null;
let toast: Mock;

/** Answers every call with one envelope and records what was sent. */
function answer(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({
        url: new URL(String(input), 'http://localhost'),
        init,
        headers: new Headers(init.headers),
      });
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

/** Never answers; rejects like fetch does when the request's signal aborts. */
function hang(): { signal?: AbortSignal } {
  const seen: { signal?: AbortSignal } = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          seen.signal = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ),
  );
  return seen;
}

beforeAll(() => {
  initI18n('zh-CN');
});

beforeEach(() => {
  sent = [];
  token = 'Bearer abc';
  onSessionEnd = vi.fn();
  configureRequest({ getToken: () => token, getLanguage: () => 'en-US', onSessionEnd });
  // What the mounted AppFeedback would show.
  toast = vi.fn();
  setToastSink((kind, content, seconds) => toast({ kind, content, duration: seconds }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request helper: what every call carries', () => {
  it('sends jnpf-origin=pc, the token verbatim, the language and no cookies', async () => {
    answer({ code: 200, msg: '', data: 1 });
    await http.get('/api/system/Area');
    const [{ headers, init }] = sent;
    expect(headers.get('jnpf-origin')).toBe('pc');
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept-Language')).toBe('en-US');
    expect(init.credentials).toBe('omit');
  });

  it('sends no Authorization header when logged out', async () => {
    token = null;
    answer({ code: 200, msg: '', data: null });
    await http.get('/api/oauth/getConfig/admin');
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('adds the timestamp query n under /cloud-api and turns a GET payload into the query', async () => {
    answer({ code: 200, msg: '', data: [] });
    const before = Math.floor(Date.now() / 1000);
    await http.get('/api/message', { currentPage: 2, keyword: '通知', type: '', isRead: undefined });
    const { url, init } = sent[0] as Sent;
    expect(url.pathname).toBe('/cloud-api/api/message');
    expect(url.searchParams.get('currentPage')).toBe('2');
    expect(url.searchParams.get('keyword')).toBe('通知');
    expect(url.searchParams.has('type')).toBe(false);
    expect(url.searchParams.has('isRead')).toBe(false);
    expect(Number(url.searchParams.get('n'))).toBeGreaterThanOrEqual(before);
    expect(init.body).toBeUndefined();
  });

  it('sends other payloads as JSON (or form-urlencoded for login) with n still in the query', async () => {
    answer({ code: 200, msg: '', data: null });
    await http.post('/api/system/Area', { fullName: '福州' });
    await http.post('/api/oauth/Login', { account: 'admin', code: '' }, { isForm: true });
    const [json, form] = sent as [Sent, Sent];
    expect(json.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(json.init.body))).toEqual({ fullName: '福州' });
    expect(json.url.searchParams.has('n')).toBe(true);
    expect(form.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(form.init.body).toBe('account=admin&code=');
  });
});

describe('request helper: timeouts', () => {
  const LONG = [
    '/api/permission/SynThirdInfo/Ding',
    '/api/extend/Email/Receive',
    '/api/permission/Authority/Data/r1',
    '/api/system/DataSync/Actions/Execute',
  ];

  async function abortsAfter(url: string, ms: number): Promise<void> {
    vi.useFakeTimers();
    const seen = hang();
    const pending = http.get(url).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(seen.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.signal?.aborted).toBe(true);
    const err = await pending;
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('请求出错，请重试');
  }

  it.each(LONG)('waits 100000 ms for %s', async (url) => {
    await abortsAfter(url, 100_000);
  });

  it('gives up after 60 s on any other call', async () => {
    await abortsAfter('/api/system/Area', 60_000);
  });
});

describe('request helper: answers', () => {
  it.each(['/api/system/DataSource/Actions/Test', '/api/visualdev/OnlineDev/Config', '/api/portal/auth/p1'])(
    'returns the body of %s unchecked',
    async (url) => {
      const body = { code: 400, msg: '连接失败', data: { ok: false } };
      answer(body);
      await expect(request({ url })).resolves.toEqual(body);
      expect(toast).not.toHaveBeenCalled();
    },
  );

  it('toasts the server msg for 1.5 s on a non-200 code and rejects with it', async () => {
    answer({ code: 400, msg: '名称已存在', data: null });
    const err = await http.post('/api/system/Area', { fullName: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 400, message: '名称已存在' });
    expect(toast).toHaveBeenCalledWith({ kind: 'error', content: '名称已存在', duration: 1.5 });
  });

  it('falls back to 请求出错，请重试 when the server sends no msg', async () => {
    answer({ code: 500, msg: '', data: null });
    await expect(http.get('/api/system/Area')).rejects.toMatchObject({ message: '请求出错，请重试' });
    expect(toast).toHaveBeenCalledWith({ kind: 'error', content: '请求出错，请重试', duration: 1.5 });
  });

  it('toasts 请求出错，请重试 when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(http.get('/api/system/Area')).rejects.toMatchObject({ code: -1 });
    expect(toast).toHaveBeenCalledWith({ kind: 'error', content: '请求出错，请重试', duration: 1.5 });
  });

  it('stays quiet for silent calls but still rejects', async () => {
    answer({ code: 400, msg: '失败', data: null });
    await expect(http.get('/api/x', undefined, { isSilent: true })).rejects.toMatchObject({ code: 400 });
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([600, 601, 602])('hands code %i to the session instead of toasting', async (code) => {
    answer({ code, msg: '登录过期,请重新登录', data: null });
    await expect(http.get('/api/system/Area')).rejects.toMatchObject({ code });
    expect(onSessionEnd).toHaveBeenCalledWith(code, '登录过期,请重新登录');
    expect(toast).not.toHaveBeenCalled();
  });

  it.each(['/api/oauth/Login', '/api/oauth/LockScreen'])(
    'treats a session code on %s as a failed attempt, not an ended session',
    async (url) => {
      answer({ code: 602, msg: '账号或密码错误', data: null });
      await expect(http.post(url, {})).rejects.toMatchObject({ code: 602 });
      expect(onSessionEnd).not.toHaveBeenCalled();
      expect(toast).toHaveBeenCalledWith({ kind: 'error', content: '账号或密码错误', duration: 1.5 });
    },
  );
});

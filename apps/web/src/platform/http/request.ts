import { type Envelope, SESSION_END_CODES } from '@platform/contracts';
import i18n from 'i18next';
import { toast } from '../feedback/toast.ts';
import { ApiError } from './api-error.ts';

/**
 * The only place that knows the envelope, the token and the 600/601/602 rules.
 * The session store registers how to read the token and what to do when the session ends.
 */
export interface RequestHooks {
  getToken(): string | null;
  getLanguage(): string;
  onSessionEnd(code: number, msg: string): void;
}

let hooks: RequestHooks = {
  getToken: () => null,
  getLanguage: () => 'zh-CN',
  onSessionEnd: () => {},
};

export function configureRequest(next: RequestHooks): void {
  hooks = next;
}

export const API_BASE = '/cloud-api';
const DEFAULT_TIMEOUT = 60_000;
const LONG_TIMEOUT = 100_000;
/** Matched case-insensitively: the spec writes `Permission/...` while the API path is `/api/permission/...`. */
const LONG_TIMEOUT_URLS = [
  'synthirdinfo',
  'extend/email/receive',
  'permission/authority/data',
  'datasync/actions/execute',
];
/** Calls whose body is returned unchecked. */
const UNCHECKED_URLS = ['DataSource/Actions/Test', 'OnlineDev/Config', 'portal/auth'];
/** Session codes on these calls are login failures, not an ended session. */
const SESSION_EXEMPT_URLS = ['/api/oauth/Login', '/api/oauth/LockScreen'];

export type Payload = Record<string, unknown> | FormData | URLSearchParams | undefined;

export interface RequestOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  data?: Payload;
  /** Send as application/x-www-form-urlencoded (login). */
  isForm?: boolean;
  timeout?: number;
  /** Do not toast on failure (the caller shows the error itself). */
  isSilent?: boolean;
}

function buildUrl(url: string, method: string, data: Payload): string {
  const query = new URLSearchParams();
  if (method === 'GET' && data && !(data instanceof FormData)) {
    const entries = data instanceof URLSearchParams ? [...data.entries()] : Object.entries(data);
    for (const [key, value] of entries) {
      if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
    }
  }
  query.append('n', String(Math.floor(Date.now() / 1000)));
  return `${API_BASE}${url}${url.includes('?') ? '&' : '?'}${query.toString()}`;
}

function buildBody(
  method: string,
  data: Payload,
  isForm: boolean,
): { body?: BodyInit; contentType?: string } {
  if (method === 'GET' || data === undefined) return {};
  if (data instanceof FormData) return { body: data };
  if (isForm || data instanceof URLSearchParams) {
    const form = data instanceof URLSearchParams ? data : new URLSearchParams();
    if (!(data instanceof URLSearchParams)) {
      for (const [key, value] of Object.entries(data))
        if (value !== undefined && value !== null) form.append(key, String(value));
    }
    return { body: form.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(data), contentType: 'application/json' };
}

function toastError(text: string): void {
  toast('error', text);
}

export async function request<T = unknown>(options: RequestOptions): Promise<Envelope<T>> {
  const method = options.method ?? 'GET';
  const timeout =
    options.timeout ??
    (LONG_TIMEOUT_URLS.some((u) => options.url.toLowerCase().includes(u)) ? LONG_TIMEOUT : DEFAULT_TIMEOUT);
  const { body, contentType } = buildBody(method, options.data, options.isForm ?? false);
  const headers: Record<string, string> = { 'jnpf-origin': 'pc', 'Accept-Language': hooks.getLanguage() };
  const token = hooks.getToken();
  if (token) headers.Authorization = token;
  if (contentType) headers['Content-Type'] = contentType;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  let json: Envelope<T>;
  try {
    const response = await fetch(buildUrl(options.url, method, options.data), {
      method,
      headers,
      body,
      credentials: 'omit',
      signal: controller.signal,
    });
    json = (await response.json()) as Envelope<T>;
  } catch {
    const text = i18n.t('common:requestFailed');
    if (!options.isSilent) toastError(text);
    throw new ApiError(-1, text);
  } finally {
    clearTimeout(timer);
  }
  if (UNCHECKED_URLS.some((u) => options.url.includes(u))) return json;
  if (json.code === 200) return json;
  const text = json.msg || i18n.t('common:requestFailed');
  const isSessionEnd =
    SESSION_END_CODES.includes(json.code) && !SESSION_EXEMPT_URLS.some((u) => options.url.startsWith(u));
  if (isSessionEnd) {
    hooks.onSessionEnd(json.code, text);
  } else if (!options.isSilent) {
    toastError(text);
  }
  throw new ApiError(json.code, text, json.data);
}

/** One typed function per endpoint is built on these (see each module's api.ts). */
export const http = {
  get: <T>(url: string, data?: Payload, extra?: Partial<RequestOptions>) =>
    request<T>({ url, method: 'GET', data, ...extra }).then((r) => r.data),
  post: <T>(url: string, data?: Payload, extra?: Partial<RequestOptions>) =>
    request<T>({ url, method: 'POST', data, ...extra }).then((r) => r.data),
  put: <T>(url: string, data?: Payload, extra?: Partial<RequestOptions>) =>
    request<T>({ url, method: 'PUT', data, ...extra }).then((r) => r.data),
  delete: <T>(url: string, data?: Payload, extra?: Partial<RequestOptions>) =>
    request<T>({ url, method: 'DELETE', data, ...extra }).then((r) => r.data),
  /** Same as post but resolves with the server msg too (save dialogs show it). */
  send: <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, data?: Payload) =>
    request<T>({ url, method, data }),
};

/**
 * Downloads a file the server generated or stores (exports, templates, attachments) with the token,
 * and hands it to the browser under the given name. `url` is the server's `/api/...` path.
 */
export async function downloadFile(url: string, name: string): Promise<void> {
  const headers: Record<string, string> = { 'jnpf-origin': 'pc', 'Accept-Language': hooks.getLanguage() };
  const token = hooks.getToken();
  if (token) headers.Authorization = token;
  let blob: Blob;
  try {
    const response = await fetch(`${API_BASE}${url}`, { headers, credentials: 'omit' });
    if (!response.ok) throw new Error(String(response.status));
    blob = await response.blob();
  } catch {
    const text = i18n.t('common:requestFailed');
    toastError(text);
    throw new ApiError(-1, text);
  }
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

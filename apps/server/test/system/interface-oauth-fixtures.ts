import { randomBytes } from 'node:crypto';
import { interfaceOauthCallPath } from '@platform/contracts';
import type { AppConfig } from '../../src/config.ts';
import {
  paramsDigest,
  signCall,
} from '../../src/modules/system/interface-oauth/interface-oauth-signature.ts';
import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One data-source key for every app of a file, so two "processes" open each other's secrets. */
export const interfaceOauthTestConfig = (): Partial<AppConfig> => ({ dataSourceKey: randomBytes(32) });

/** A call under /api/system/InterfaceOauth. */
export const oauthCall = (t: TestApp, user: TestUser, method: Method, url: string, payload?: unknown) =>
  t.call({
    method,
    url: `/api/system/InterfaceOauth${url}`,
    token: user.token,
    ...(payload ? { payload } : {}),
  });

export interface SignedCallOptions {
  appId: string;
  secret: string;
  interfaceId: string;
  method?: 'GET' | 'POST';
  params?: Record<string, string | number>;
  /** Epoch ms of YmDate (the app's clock by default). */
  timestamp?: number;
  nonce?: string;
  remoteAddress?: string;
  /** Replaces the computed signature. */
  signature?: string;
  /** Calls the /cloud-api prefix (the signed path stays /api/...). */
  prefix?: string;
  /** Parameters sent instead of the signed ones (a tampered call). */
  sent?: Record<string, string | number>;
}

/** A fresh YmNonce. */
export const newNonce = () => `n${randomBytes(12).toString('hex')}`;

/** An outside system's signed call, built the way the signature explanation tells callers to. */
export function signedCall(t: TestApp, options: SignedCallOptions) {
  const method = options.method ?? 'POST';
  const params = options.params ?? {};
  const timestamp = String(options.timestamp ?? t.clock.now().getTime());
  const nonce = options.nonce ?? newNonce();
  const host = 'localhost:30000';
  const signature =
    options.signature ??
    signCall(options.secret, {
      method,
      path: interfaceOauthCallPath(options.interfaceId),
      timestamp,
      host,
      nonce,
      paramsDigest: paramsDigest(params),
    });
  const sent = options.sent ?? params;
  const query = new URLSearchParams(
    Object.entries(sent).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const path = `${options.prefix ?? ''}${interfaceOauthCallPath(options.interfaceId)}`;
  return t.call({
    method,
    url: method === 'GET' && query ? `${path}?${query}` : path,
    headers: { host, authorization: `${options.appId}::${signature}`, ymdate: timestamp, ymnonce: nonce },
    ...(method === 'POST' ? { payload: sent } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

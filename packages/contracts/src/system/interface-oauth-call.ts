import { z } from 'zod';

/*
 * An outside system calling a data interface (/api/system/DataInterface/{id}/Actions/Response), signed
 * with its app's secret instead of a session. Parameters come as the query string (GET) or a flat JSON
 * object (POST). The caller signs, with HMAC-SHA256 keyed by the Base64-decoded app secret, the string
 * interfaceOauthStringToSign builds, and sends the hex signature in Authorization.
 */

/** The headers of a signed call (the original's names, plus YmNonce). */
export const INTERFACE_OAUTH_HEADERS = {
  /** `<appId>::<hex HMAC-SHA256 signature>` */
  authorization: 'authorization',
  /** Epoch ms of the call; ±5 minutes of the server's clock. */
  timestamp: 'ymdate',
  /** A value used once per app inside the time window. */
  nonce: 'ymnonce',
} as const;

/** How far a call's YmDate may be from the server's clock, either way. */
export const INTERFACE_OAUTH_WINDOW_MS = 5 * 60 * 1000;

/**
 * The parameters as one line: keys sorted, `key=value` joined by `&`, both percent-encoded as
 * encodeURIComponent does (null is the empty string). Its SHA-256 (hex) is signed, so they cannot change.
 */
export function interfaceOauthCanonicalParams(params: Readonly<Record<string, unknown>>): string {
  return Object.keys(params)
    .sort()
    .map((key) => {
      const value = params[key];
      return `${encodeURIComponent(key)}=${encodeURIComponent(value === null || value === undefined ? '' : String(value))}`;
    })
    .join('&');
}

export interface InterfaceOauthSigned {
  method: string;
  /** Always /api/system/DataInterface/{id}/Actions/Response, whatever prefix or alias was called. */
  path: string;
  /** The YmDate header. */
  timestamp: string;
  /** The Host header. */
  host: string;
  /** The YmNonce header. */
  nonce: string;
  /** SHA-256 (hex) of interfaceOauthCanonicalParams. */
  paramsDigest: string;
}

/** The original's lines (method, path, YmDate, Host), then the nonce and the parameters' digest, each ending in \n. */
export function interfaceOauthStringToSign(signed: InterfaceOauthSigned): string {
  return [
    signed.method.toUpperCase(),
    signed.path,
    signed.timestamp,
    signed.host,
    signed.nonce,
    signed.paramsDigest,
  ]
    .map((line) => `${line}\n`)
    .join('');
}

/** The path that is signed for an interface. */
export const interfaceOauthCallPath = (interfaceId: string) =>
  `/api/system/DataInterface/${interfaceId}/Actions/Response`;

const paramValue = z.union([z.string().max(10000), z.number(), z.boolean(), z.null()]);

/** The parameters of a call: a flat object of the interface's parameter values (tenantId is ignored). */
export const interfaceOauthCallParamsSchema = z.record(z.string().max(100), paramValue);
export type InterfaceOauthCallParams = z.infer<typeof interfaceOauthCallParamsSchema>;

/** The interface's answer, as it gives it. */
export const interfaceOauthCallAnswerSchema = z.unknown();

import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { AllowList } from './allow-list.ts';
import { isBlockedAddress } from './blocked-addresses.ts';
import { OutboundError } from './outbound-error.ts';

/** A URL the guard accepted, with the address its connection must use. */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

const SCHEMES = new Set(['http:', 'https:']);

/**
 * Parses `input` with the WHATWG URL parser (which turns 2130706433, 0x7f000001 and 0177.0.0.1 into
 * 127.0.0.1), refuses schemes other than http and https, resolves the host and refuses the URL when
 * ANY of its addresses is internal and not allow-listed. The first address is the one to connect to.
 */
export async function checkTarget(input: string | URL, allow: AllowList): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundError('invalidUrl');
  }
  if (!SCHEMES.has(url.protocol))
    throw new OutboundError('schemeNotAllowed', { scheme: url.protocol.replace(/:$/, '') });
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === '') throw new OutboundError('invalidUrl');
  const addresses = await resolve(host);
  const isHostListed = allow.hasHost(host);
  for (const { address } of addresses) {
    if (!isHostListed && isBlockedAddress(address) && !allow.hasAddress(address)) {
      throw new OutboundError('addressNotAllowed', { host });
    }
  }
  const [first] = addresses;
  if (first === undefined) throw new OutboundError('unreachable', { host });
  return { url, address: first.address, family: first.family };
}

async function resolve(host: string): Promise<{ address: string; family: 4 | 6 }[]> {
  const literal = isIP(host);
  if (literal === 4 || literal === 6) return [{ address: host, family: literal }];
  try {
    const found = await lookup(host, { all: true, verbatim: true });
    return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
  } catch {
    throw new OutboundError('unreachable', { host });
  }
}

import { z } from 'zod';
import { ipAllowlistEntries } from './ip-allowlist.ts';
import { multiline } from './text-input.ts';

/*
 * The outbound allow-list of the system config (outboundAllowHosts): hosts the server may call even
 * though they resolve to loopback, private, link-local or other reserved addresses. Entries are
 * separated by commas, semicolons or line breaks; each a host name (`erp.internal`, `*.corp.local`),
 * an IP address or a CIDR range (`10.20.0.0/16`, `fd00::/8`).
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}$/i;
const LABEL = '[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^(\\*\\.)?${LABEL}(\\.${LABEL})*$`, 'i');

/** Whether one entry is a host name, an address or a range the outbound allow-list understands. */
export function isOutboundAllowEntry(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  if (bits === undefined) return IPV4.test(address) || IPV6.test(address) || HOST_NAME.test(address);
  if (!/^\d{1,3}$/.test(bits)) return false;
  if (IPV4.test(address)) return Number(bits) <= 32;
  return IPV6.test(address) && Number(bits) <= 128;
}

/** The entries of a stored list, lower-cased, without blanks. */
export function outboundAllowEntries(list: string): string[] {
  return ipAllowlistEntries(list).map((entry) => entry.toLowerCase());
}

/** The stored list: up to 2000 characters of valid entries (empty: no internal host may be called). */
export const outboundAllowHostsSchema = multiline(
  z
    .string()
    .max(2000)
    .refine((list) => outboundAllowEntries(list).every(isOutboundAllowEntry), {
      message: 'Each entry must be a host name (*.example.com allowed), an IP address or a CIDR range',
    }),
);

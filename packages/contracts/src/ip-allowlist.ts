import { z } from 'zod';
import { multiline } from './text-input.ts';

/*
 * The IP allowlist of the system config (whiteListIp): entries separated by commas, semicolons or
 * line breaks; each an IPv4 address, an IPv4 range in CIDR form (10.0.0.0/8) or an IPv6 address.
 * Zod-free helpers so the login check and the settings screen read the list the same way.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f]{0,4}(:[0-9a-f]{0,4}){2,7}$/i;

/** The entries of a stored list, in order, without blanks. */
export function ipAllowlistEntries(list: string): string[] {
  return list
    .split(/[\s,;，；]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/** Whether one entry is an address or a range the allowlist understands. */
export function isIpAllowlistEntry(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  if (bits === undefined) return IPV4.test(address) || IPV6.test(address);
  return IPV4.test(address) && /^\d{1,2}$/.test(bits) && Number(bits) <= 32;
}

const ipv4Number = (address: string) => address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

/** The caller's address as the list writes it: IPv4-mapped IPv6 (::ffff:1.2.3.4) becomes IPv4. */
function plainAddress(ip: string): string {
  const lower = ip.trim().toLowerCase();
  return lower.startsWith('::ffff:') && IPV4.test(lower.slice(7)) ? lower.slice(7) : lower;
}

/** Whether `ip` is on the list (an address equal to an entry, or inside an entry's range). */
export function isIpAllowed(ip: string, list: string): boolean {
  const address = plainAddress(ip);
  return ipAllowlistEntries(list).some((entry) => {
    const [base = '', bits] = entry.split('/');
    if (bits === undefined) return plainAddress(base) === address;
    if (!IPV4.test(address)) return false;
    const size = Number(bits);
    if (size === 0) return true;
    const mask = size === 32 ? 0xffffffff : (0xffffffff << (32 - size)) >>> 0;
    return (ipv4Number(address) & mask) >>> 0 === (ipv4Number(base) & mask) >>> 0;
  });
}

/** The stored list: up to 2000 characters of valid entries (empty allowed while the switch is off). */
export const ipAllowlistSchema = multiline(
  z
    .string()
    .max(2000)
    .refine((list) => ipAllowlistEntries(list).every(isIpAllowlistEntry), {
      message: 'Each entry must be an IPv4 address, an IPv4 range such as 10.0.0.0/8, or an IPv6 address',
    }),
);

import { BlockList, isIPv4, isIPv6 } from 'node:net';

/*
 * Addresses outbound HTTP never reaches unless allow-listed: this host, the unspecified address,
 * private networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast,
 * broadcast, documentation and other reserved ranges. IPv6 forms that embed an IPv4 address
 * (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d) are judged by that address.
 */

const V4_RANGES: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const V6_RANGES: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2001::', 23],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const blocked = new BlockList();
for (const [network, prefix] of V4_RANGES) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of V6_RANGES) blocked.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 address carries (mapped, compatible or NAT64), if any. */
export function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted?.[1] && isIPv4(dotted[1])) return dotted[1];
  const hex = /^(?:::ffff:|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex?.[1] || !hex[2]) return undefined;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether `address` (a literal IPv4 or IPv6 address) is internal or reserved. */
export function isBlockedAddress(address: string): boolean {
  if (isIPv4(address)) return blocked.check(address, 'ipv4');
  if (!isIPv6(address)) return true;
  const inner = embeddedIpv4(address);
  if (inner !== undefined) return blocked.check(inner, 'ipv4');
  return blocked.check(address, 'ipv6');
}

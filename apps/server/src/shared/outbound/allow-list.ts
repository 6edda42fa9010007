import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { outboundAllowEntries } from '@platform/contracts';
import { embeddedIpv4 } from './blocked-addresses.ts';

/** Hosts and ranges an administrator lets outbound HTTP reach although they are internal. */
export interface AllowList {
  /** Whether the URL's host name itself is listed (exactly, or under a `*.` entry). */
  hasHost(hostname: string): boolean;
  /** Whether a resolved address is listed (as an address or inside a range). */
  hasAddress(address: string): boolean;
}

/** Builds the allow-list from entries (host names, addresses, CIDR ranges), ignoring what it cannot read. */
export function allowList(entries: readonly string[] | string = []): AllowList {
  const list =
    typeof entries === 'string'
      ? outboundAllowEntries(entries)
      : entries.flatMap((e) => outboundAllowEntries(e));
  const names = new Set<string>();
  const suffixes: string[] = [];
  const ranges = new BlockList();
  for (const entry of list) {
    const [address = '', bits] = entry.replace(/^\[|\]$/g, '').split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    if (type === undefined) {
      if (entry.startsWith('*.')) suffixes.push(entry.slice(1));
      else names.add(entry);
    } else if (bits === undefined) {
      ranges.addAddress(address, type);
    } else {
      ranges.addSubnet(address, Number(bits), type);
    }
  }
  return {
    hasHost: (hostname) => {
      const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
      return names.has(host) || suffixes.some((suffix) => host.endsWith(suffix));
    },
    hasAddress: (address) => {
      if (isIPv4(address)) return ranges.check(address, 'ipv4');
      const inner = embeddedIpv4(address);
      if (inner !== undefined && ranges.check(inner, 'ipv4')) return true;
      return isIPv6(address) && ranges.check(address, 'ipv6');
    },
  };
}

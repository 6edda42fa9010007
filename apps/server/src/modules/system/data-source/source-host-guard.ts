import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { badRequest } from '../../../http/app-error.ts';
import { allowList } from '../../../shared/outbound/allow-list.ts';
import { embeddedIpv4, isBlockedAddress } from '../../../shared/outbound/blocked-addresses.ts';

/*
 * Where a data source may connect. Link-local addresses (169.254.0.0/16 with the cloud metadata service,
 * fe80::/10) are refused always. Loopback, private and other reserved addresses only when
 * DATA_SOURCE_ALLOW_HOSTS lists the host or the address. The connection then uses the address checked
 * here, so a name that resolves differently a moment later (DNS rebinding) cannot move it.
 */

const linkLocal = new BlockList();
linkLocal.addSubnet('169.254.0.0', 16, 'ipv4');
linkLocal.addSubnet('fe80::', 10, 'ipv6');

export function isLinkLocalAddress(address: string): boolean {
  const inner = embeddedIpv4(address);
  if (inner !== undefined) return linkLocal.check(inner, 'ipv4');
  if (isIP(address) === 4) return linkLocal.check(address, 'ipv4');
  return isIP(address) === 6 && linkLocal.check(address, 'ipv6');
}

async function addressesOf(host: string): Promise<string[]> {
  if (isIP(host) !== 0) return [host];
  try {
    return (await lookup(host, { all: true, verbatim: true })).map((found) => found.address);
  } catch {
    throw badRequest('dataSource.hostUnknown', { host });
  }
}

/** The address to connect to for `host`, or the refusal naming the host. */
export async function checkSourceHost(host: string, allowHosts: readonly string[]): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = await addressesOf(bare);
  const allow = allowList(allowHosts);
  const isHostListed = allow.hasHost(bare);
  for (const address of addresses) {
    if (isLinkLocalAddress(address)) throw badRequest('dataSource.hostForbidden', { host });
    if (isBlockedAddress(address) && !isHostListed && !allow.hasAddress(address))
      throw badRequest('dataSource.hostNotAllowed', { host });
  }
  const [first] = addresses;
  if (first === undefined) throw badRequest('dataSource.hostUnknown', { host });
  return first;
}

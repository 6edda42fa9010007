import { describe, expect, it } from 'vitest';
import { ipAllowlistEntries, ipAllowlistSchema, isIpAllowed } from './ip-allowlist.ts';

describe('IP allowlist', () => {
  const list = '192.168.1.10\n10.0.0.0/8; 172.16.5.0/24，2001:db8::1';

  it('reads entries separated by line breaks, commas and semicolons (Chinese ones too)', () => {
    expect(ipAllowlistEntries(list)).toEqual(['192.168.1.10', '10.0.0.0/8', '172.16.5.0/24', '2001:db8::1']);
  });

  it('matches single addresses, CIDR ranges, IPv4-mapped IPv6 and IPv6', () => {
    for (const ip of ['192.168.1.10', '10.255.0.1', '172.16.5.200', '::ffff:10.1.2.3', '2001:DB8::1']) {
      expect(isIpAllowed(ip, list), ip).toBe(true);
    }
    for (const ip of ['192.168.1.11', '11.0.0.1', '172.16.6.1', '2001:db8::2', '']) {
      expect(isIpAllowed(ip, list), ip).toBe(false);
    }
    expect(isIpAllowed('8.8.8.8', '0.0.0.0/0')).toBe(true);
    expect(isIpAllowed('8.8.8.8', '')).toBe(false);
  });

  it('refuses entries that are not addresses or ranges', () => {
    expect(ipAllowlistSchema.safeParse(list).success).toBe(true);
    for (const bad of ['10.0.0.256', '10.0.0.0/33', 'example.com', '10.0.0.1/8/8', '10.0.*.1']) {
      expect(ipAllowlistSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

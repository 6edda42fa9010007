import { outboundAllowEntries } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { getSysConfig } from './sys-config.service.ts';

/**
 * The internal hosts and ranges outbound HTTP may reach: the administrator's list in the system
 * config (安全设置) plus the deployment's OUTBOUND_ALLOW_HOSTS. Callers pass it as `allowHosts`.
 */
export async function outboundAllowHosts(ctx: AppContext): Promise<string[]> {
  const config = await getSysConfig(ctx);
  return [...ctx.config.outboundAllowHosts, ...outboundAllowEntries(config.outboundAllowHosts)];
}

import { formatMessage, type MessageKey } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { insertLoginLog, type LoginLogInput } from './login.repository.ts';

/** Who is calling: the IP (proxy-aware when TRUST_PROXY is on) and the browser. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function clientInfoOf(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: Array.isArray(ua) ? ua[0] : ua };
}

const PRIVATE_V4 = [/^10\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./];

/**
 * A place name for the login log. Without a geo-IP database we can only tell local and private
 * networks apart; public addresses stay unnamed.
 */
export function ipAddressName(ip: string): string | null {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (v4 === '127.0.0.1' || v4 === '::1' || v4 === 'localhost') return '本地';
  if (PRIVATE_V4.some((re) => re.test(v4)) || /^f[cd][0-9a-f]{2}:/i.test(v4)) return '局域网';
  return null;
}

export interface AuditEntry {
  userId: string | null;
  account: string;
  category: LoginLogInput['category'];
  isSuccess: boolean;
  messageKey: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * Writes the login log row (in Chinese, like the rest of the admin logs) and an app log line.
 * Never logs passwords, codes or tokens.
 */
export async function auditLogin(ctx: AppContext, client: ClientInfo, entry: AuditEntry): Promise<void> {
  await insertLoginLog(ctx.db, {
    userId: entry.userId,
    account: entry.account,
    category: entry.category,
    isSuccess: entry.isSuccess,
    message: formatMessage(entry.messageKey, 'zh-CN', entry.params),
    ip: client.ip,
    ipAddressName: ipAddressName(client.ip),
    userAgent: client.userAgent,
    at: ctx.now(),
  });
  if (entry.category === 'login' || entry.category === 'logout')
    ctx.systemLog?.login({
      userId: entry.userId,
      account: entry.account,
      loginType: entry.category === 'login' ? 0 : 1,
      isSuccess: entry.isSuccess,
      abstracts: formatMessage(entry.messageKey, 'zh-CN', entry.params),
      ip: client.ip,
      ipAddressName: ipAddressName(client.ip),
      userAgent: client.userAgent,
    });
  const line = { account: entry.account, userId: entry.userId, ip: client.ip, reason: entry.messageKey };
  if (entry.isSuccess) ctx.log.info(line, `${entry.category} ok`);
  else ctx.log.warn(line, `${entry.category} failed`);
}

import type { SystemLogQuery, systemLogItemSchema } from '@platform/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { pageOf } from '../../../shared/record-kit/page-of.ts';
import { listUserLoginLogs } from './system-log.repository.ts';

type SystemLogItem = z.infer<typeof systemLogItemSchema>;

/**
 * The caller's own log (profile page). Only the login log (category 1) is recorded so far; other JNPF
 * categories answer an empty page. Both ends of the time range are inclusive epoch ms: the web sends the
 * start of the first day and the end of the last day it picked.
 */
export async function listOwnSystemLog(ctx: AppContext, userId: string, query: SystemLogQuery) {
  if (query.category && query.category !== '1') return pageOf([] as SystemLogItem[], 0, query);
  const { rows, total } = await listUserLoginLogs(
    ctx.db,
    userId,
    {
      keyword: query.keyword?.trim() || undefined,
      from: query.startTime !== undefined ? new Date(query.startTime) : undefined,
      to: query.endTime !== undefined ? new Date(query.endTime) : undefined,
    },
    {
      offset: (query.currentPage - 1) * query.pageSize,
      limit: query.pageSize,
      sort: query.sort ?? 'desc',
    },
  );
  const list: SystemLogItem[] = rows.map((r) => ({
    id: r.id,
    creatorTime: r.createdAt.getTime(),
    userName: r.account,
    ipaddress: r.ip,
    ipAddressName: r.ipAddressName,
    platForm: r.userAgent,
    category: r.category,
    isSuccess: r.isSuccess,
    abstracts: r.message,
  }));
  return pageOf(list, total, query);
}

import type { SmsOutboxList, SmsOutboxQuery } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { pageOf } from '../../../shared/record-kit/page-of.ts';
import { listSmsOutbox } from './sms.repository.ts';

/**
 * GET /message/SmsOutbox: what the default outbox sender wrote, newest first. The content is shown as
 * stored, login codes included: that sender's whole purpose is to let an administrator (or a developer
 * on the embedded default) read messages nobody delivers. A deployment installs a real SmsSender
 * (setSmsSender), which writes nothing here. Guarded by the menu grant, never open to every user.
 */
export async function getSmsOutbox(ctx: AppContext, query: SmsOutboxQuery): Promise<SmsOutboxList> {
  const { rows, total } = await listSmsOutbox(
    ctx.db,
    { mobilePrefix: query.keyword || undefined },
    { offset: (query.currentPage - 1) * query.pageSize, limit: query.pageSize },
  );
  const list = rows.map((r) => ({
    id: r.id,
    mobile: r.mobile,
    content: r.content,
    creatorTime: r.createdAt.getTime(),
  }));
  return pageOf(list, total, query);
}

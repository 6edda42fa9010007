import type { ImReplyItem, ImReplyList } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { avatarUrl } from '../../file/upload-policy.ts';
import {
  findChatUsers,
  findConversationList,
  findUnreadBySender,
  updateConversationCleared,
  updateConversationRemoved,
} from './chat.repository.ts';

/** The most conversations the list answers (it has no paging: one row per partner). */
const CONVERSATION_LIST_MAX = 500;

/**
 * GET /message/imreply: the caller's conversations still on their list, newest first, with the other
 * user (a deleted user's conversation is left out) and the caller's unread count from them.
 */
export async function listConversations(ctx: AppContext, callerId: string): Promise<ImReplyList> {
  const rows = await findConversationList(ctx.db, callerId, CONVERSATION_LIST_MAX);
  const [people, { counts }] = await Promise.all([
    findChatUsers(
      ctx.db,
      rows.map((r) => r.partnerId),
    ),
    findUnreadBySender(ctx.db, callerId),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const unread = new Map(counts.map((c) => [c.sendUserId, c.unread]));
  const list = rows.flatMap((row): ImReplyItem[] => {
    const partner = byId.get(row.partnerId);
    if (!partner) return [];
    return [
      {
        id: partner.id,
        realName: partner.realName,
        account: partner.account,
        headIcon: avatarUrl(partner.headIcon),
        unreadMessage: unread.get(partner.id) ?? 0,
        latestMessage: row.content,
        messageType: row.contentType,
        latestDate: (row.sendTime ?? row.latestTime).getTime(),
        department: partner.department,
      },
    ];
  });
  return { list };
}

/** DELETE /message/imreply/relocation/{id}: off the caller's list until the next message; nothing deleted. */
export async function removeConversation(
  ctx: AppContext,
  callerId: string,
  partnerId: string,
): Promise<null> {
  await updateConversationRemoved(ctx.db, callerId, partnerId);
  return null;
}

/**
 * DELETE /message/imreply/deleteChatRecord/{id}: the history with that user is cleared for the caller
 * alone (the other user keeps theirs) and the conversation leaves the caller's list.
 */
export async function removeChatRecords(ctx: AppContext, callerId: string, partnerId: string): Promise<null> {
  await updateConversationCleared(ctx.db, callerId, partnerId, ctx.now());
  return null;
}

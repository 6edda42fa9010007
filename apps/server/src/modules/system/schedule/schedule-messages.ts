import { DEFAULT_LANGUAGE, formatDate, formatMessage, type MessageKey } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { deliverMessage } from '../../message/message.service.ts';
import { pushMessage } from '../../message/realtime/realtime-notify.ts';
import { getSysConfig } from '../sys-config/sys-config.service.ts';
import { claimDueReminders, findScheduleUsers, type ScheduleRow } from './schedule.repository.ts';

/*
 * Schedule messages are type-4 in-app messages. Their bodyText is the original's JSON
 * {"groupId","id","type"}: type "1" a reminder, "2" created or changed, "3" deleted (the original
 * client opens the 查看日程 dialog from it, except for "3").
 */

export const SCHEDULE_MESSAGE_TYPE = 4;
export type ScheduleMessageKind = '1' | '2' | '3';

const TITLES: Record<ScheduleMessageKind | 'changed', MessageKey> = {
  '1': 'schedule.reminderTitle',
  '2': 'schedule.createdTitle',
  changed: 'schedule.updatedTitle',
  '3': 'schedule.deletedTitle',
};

export interface SentScheduleMessage {
  id: string;
  type: number;
  title: string;
  releaseTime: Date;
  userIds: string[];
}

/**
 * Writes one message about an occurrence to these users through `db` (the caller's transaction);
 * answers what to push to their open tabs once it has committed. Messages are kept in the default language.
 */
export async function writeScheduleMessage(
  db: Db,
  row: ScheduleRow,
  kind: ScheduleMessageKind | 'changed',
  options: { userIds: string[]; senderId: string; at: Date; timeZone: string },
): Promise<SentScheduleMessage | undefined> {
  const userIds = [...new Set(options.userIds)];
  if (userIds.length === 0) return undefined;
  const title = formatMessage(TITLES[kind], DEFAULT_LANGUAGE, { title: row.title }).slice(0, 200);
  const when = (date: Date) => formatDate(date, 'YYYY-MM-DD HH:mm', { timeZone: options.timeZone });
  const id = await deliverMessage(
    db,
    {
      type: SCHEDULE_MESSAGE_TYPE,
      title,
      bodyText: JSON.stringify({ groupId: row.groupId, id: row.id, type: kind === 'changed' ? '2' : kind }),
      excerpt: `${when(row.startDay)} ~ ${when(row.endDay)}${row.content ? ` ${row.content}` : ''}`.slice(
        0,
        200,
      ),
      files: null,
      releaseUserId: options.senderId,
      releaseTime: options.at,
    },
    userIds,
  );
  return { id, type: SCHEDULE_MESSAGE_TYPE, title, releaseTime: options.at, userIds };
}

/** Tells the receivers' open tabs, after the commit. */
export function pushScheduleMessages(ctx: AppContext, sent: readonly (SentScheduleMessage | undefined)[]) {
  for (const message of sent) {
    if (!message) continue;
    const { userIds, ...pushed } = message;
    pushMessage(ctx, userIds, pushed);
  }
}

const REMINDER_BATCH = 200;

/**
 * The reminder job: every occurrence whose reminder time has come gets one type-4 message to its
 * creator and participants. Claiming and writing share a transaction, so a reminder is sent once even
 * with several server processes; answers how many reminders went out.
 */
export async function deliverDueScheduleReminders(ctx: AppContext): Promise<number> {
  const { timeZone } = await getSysConfig(ctx);
  const now = ctx.now();
  let count = 0;
  for (;;) {
    const sent = await ctx.db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, now, REMINDER_BATCH);
      const users = await findScheduleUsers(
        tx,
        due.map((row) => row.id),
      );
      const messages: (SentScheduleMessage | undefined)[] = [];
      for (const row of due) {
        const userIds = users.filter((u) => u.scheduleId === row.id).map((u) => u.userId);
        messages.push(
          await writeScheduleMessage(tx, row, '1', {
            userIds,
            senderId: row.creatorUserId,
            at: now,
            timeZone,
          }),
        );
      }
      return { claimed: due.length, messages };
    });
    pushScheduleMessages(ctx, sent.messages);
    count += sent.claimed;
    if (sent.claimed < REMINDER_BATCH) return count;
  }
}

import { DEFAULT_LANGUAGE, formatDate, formatMessage, type MessageKey } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { deliverMessage } from '../../message/message.service.ts';
import { pushMessage } from '../../message/realtime/realtime-notify.ts';
import { sendThroughSendConfig } from '../../message/send-config/send-config-dispatch.service.ts';
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
/** reminderType 2 (自定义): the reminder goes through the schedule's send configuration. */
const THROUGH_SEND_CONFIG = 2;

interface DueReminder {
  row: ScheduleRow;
  userIds: string[];
}

const throughSendConfig = (row: ScheduleRow) =>
  row.reminderType === THROUGH_SEND_CONFIG && !!row.sendConfigId;

/** The schedule's fields as the 日程 template parameters name them. */
function reminderValues(row: ScheduleRow, timeZone: string): Record<string, string> {
  const date = (d: Date) => formatDate(d, 'YYYY-MM-DD', { timeZone });
  const time = (d: Date) => formatDate(d, 'HH:mm', { timeZone });
  return {
    '@Title': row.title,
    '@Content': row.content ?? '',
    '@StartDate': date(row.startDay),
    '@StartTime': time(row.startDay),
    '@EndDate': date(row.endDay),
    '@EndTime': time(row.endDay),
  };
}

/**
 * Sends the claimed reminders that name a send configuration through it; one whose configuration is
 * gone, disabled or empty falls back to the in-app message, so nobody misses a reminder.
 */
async function sendConfiguredReminders(
  ctx: AppContext,
  due: readonly DueReminder[],
  now: Date,
  timeZone: string,
) {
  for (const { row, userIds } of due) {
    const values = reminderValues(row, timeZone);
    const dispatch = { sendConfigId: row.sendConfigId ?? '', senderId: row.creatorUserId, userIds, values };
    if (await sendThroughSendConfig(ctx, dispatch)) continue;
    const options = { userIds, senderId: row.creatorUserId, at: now, timeZone };
    pushScheduleMessages(ctx, [await writeScheduleMessage(ctx.db, row, '1', options)]);
  }
}

/**
 * The reminder job: every occurrence whose reminder time has come reminds its creator and
 * participants, by default with one type-4 message, through the schedule's send configuration when it
 * names one (reminderType 2). Claiming and the in-app messages share a transaction, so a reminder is
 * sent once even with several server processes; the configured sends follow the commit (outside
 * services cannot join it). Answers how many reminders went out.
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
      const configured: DueReminder[] = [];
      for (const row of due) {
        const userIds = users.filter((u) => u.scheduleId === row.id).map((u) => u.userId);
        if (throughSendConfig(row)) {
          configured.push({ row, userIds });
          continue;
        }
        messages.push(
          await writeScheduleMessage(tx, row, '1', {
            userIds,
            senderId: row.creatorUserId,
            at: now,
            timeZone,
          }),
        );
      }
      return { claimed: due.length, messages, configured };
    });
    pushScheduleMessages(ctx, sent.messages);
    await sendConfiguredReminders(ctx, sent.configured, now, timeZone);
    count += sent.claimed;
    if (sent.claimed < REMINDER_BATCH) return count;
  }
}

import { formatDate } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { messageReceivers, messages } from '../../src/db/schema/index.ts';
import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';

/*
 * Helpers of the 日程 suites. The platform's zone is the seeded Asia/Shanghai (UTC+8, no daylight
 * saving), so wall-clock times are written with +08:00.
 */

/** Epoch ms of a wall-clock time in Asia/Shanghai: at('2031-03-10 09:00'). */
export const at = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+08:00`);

export function scheduleCall(
  t: TestApp,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) {
  return t.call({
    method,
    url: `/api/system/Schedule${url}`,
    token: user.token,
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  });
}

/** The 日程类型 entries (id, code, name) as the dialog's picker reads them, in the user's language. */
export async function scheduleCategories(
  t: TestApp,
  user: TestUser,
  language = 'zh-CN',
): Promise<{ id: string; enCode: string; fullName: string }[]> {
  const res = await t.call({
    method: 'GET',
    url: '/api/system/DictionaryData/scheduleType/Data/Selector',
    token: user.token,
    headers: { 'accept-language': language },
  });
  return res.body.data.list;
}

/** The original dialog's body for a timed entry (HSchedule/Form.vue), with the given changes. */
export function originalBody(changes: Record<string, unknown>): Record<string, unknown> {
  return {
    type: '',
    creatorUserId: 'whatever-the-client-thinks',
    userName: '',
    allDay: 0,
    urgent: '1',
    startDay: at('2031-03-10 00:00'),
    startTime: '09:00',
    endDay: at('2031-03-10 00:00'),
    endTime: '10:00',
    duration: 60,
    content: '',
    title: '周会',
    toUserIds: [],
    reminderTime: -2,
    reminderType: '1',
    send: '',
    sendName: '',
    repetition: '1',
    repeatTime: '',
    color: '#FFFFFF',
    ...changes,
  };
}

interface Listed {
  id: string;
  groupId: string;
  title: string;
  startDay: number;
  endDay: number;
  repeatTime: number | null;
  [key: string]: unknown;
}

/** The user's list over a range ('yyyy-MM-dd HH:mm'), as the calendar asks for it. */
export async function listOf(t: TestApp, user: TestUser, from: string, to: string): Promise<Listed[]> {
  const res = await scheduleCall(
    t,
    user,
    'GET',
    `?startTime=${encodeURIComponent(from)}&endTime=${encodeURIComponent(to)}`,
  );
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.list;
}

const wallText = (ms: number) => formatDate(ms, 'YYYY-MM-DD HH:mm', { timeZone: 'Asia/Shanghai' });
/** From the day before to about a year after (the list's longest range is 400 days). */
const yearFrom = (ms: number): [string, string] => [
  wallText(ms - 86_400_000),
  wallText(ms + 390 * 86_400_000),
];

/** Creates through the API and answers the user's occurrences titled `title` in the range. */
export async function createListed(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown>,
  range: [string, string] = yearFrom(Number(body.startDay)),
): Promise<Listed[]> {
  const res = await scheduleCall(t, user, 'POST', '', body);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return (await listOf(t, user, ...range)).filter((row) => row.title === body.title);
}

/** The type-4 messages a user received, oldest first, with their parsed bodyText. */
export async function scheduleMessagesOf(t: TestApp, userId: string) {
  const rows = await t.ctx.db
    .select({ title: messages.title, bodyText: messages.bodyText, type: messages.type })
    .from(messageReceivers)
    .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
    .where(and(eq(messageReceivers.userId, userId), eq(messages.type, 4)))
    .orderBy(messages.releaseTime, messages.id);
  return rows.map((row) => ({ title: row.title, body: JSON.parse(row.bodyText ?? '{}') }));
}

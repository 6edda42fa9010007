import { expect, openSignedIn, screenshot, test } from './support/fixtures.ts';

/*
 * A schedule's reminder arrives while the user looks at the screen: a new user, signed in on the home
 * page, has a schedule starting at the next whole minute with its reminder at the start; when the
 * server's reminder job reaches that minute, the bell's count rises without a reload and the message
 * drawer lists 日程提醒：{title}. Times are wall-clock times of the platform's zone (Asia/Shanghai).
 */

const RUN = Date.now().toString(36).slice(-6);
const TITLE = `项目评审${RUN}`;
const SHANGHAI_MS = 8 * 3_600_000;

/** 'yyyy-MM-dd' and 'HH:mm' of an instant in Asia/Shanghai (UTC+8, no daylight saving). */
function shanghaiParts(instant: number): { day: string; time: string } {
  const text = new Date(instant + SHANGHAI_MS).toISOString();
  return { day: text.slice(0, 10), time: text.slice(11, 16) };
}

/** Epoch ms of the start of a Shanghai day, as the schedule's startDay/endDay hold it. */
const shanghaiMidnight = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

test('a schedule reminder reaches the signed-in user live: the bell rises and the drawer lists it', async ({
  page,
  api,
  newUser,
}) => {
  // The reminder fires at the next whole minute at least 20 s away, then within the job's 10 s poll.
  test.setTimeout(150_000);
  const user = await newUser();
  const token = await api.token(user.account, user.password);
  await openSignedIn(page, token);
  const bell = page.getByTestId('message-bell');
  await expect(bell).toHaveAttribute('data-count', /^\d+$/);
  const before = Number(await bell.getAttribute('data-count'));

  const startsAt = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  const start = shanghaiParts(startsAt);
  const end = shanghaiParts(startsAt + 30 * 60_000);
  const created = await api.call('POST', '/system/Schedule', {
    token,
    json: {
      type: '',
      allDay: 0,
      urgent: '1',
      startDay: shanghaiMidnight(start.day),
      startTime: start.time,
      endDay: shanghaiMidnight(end.day),
      endTime: end.time,
      duration: 30,
      content: '',
      title: TITLE,
      toUserIds: [],
      reminderTime: -1,
      reminderType: '1',
      send: '',
      sendName: '',
      repetition: '1',
      repeatTime: '',
      color: '#FFFFFF',
    },
  });
  expect(created.code, created.msg).toBe(200);

  await expect(bell).toHaveAttribute('data-count', String(before + 1), { timeout: 120_000 });
  await bell.click();
  const drawer = page.getByTestId('message-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('message-list')).toContainText(`日程提醒：${TITLE}`);
  await screenshot(page, 'schedule-reminder');
});

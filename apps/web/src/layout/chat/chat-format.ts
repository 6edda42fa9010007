import dayjs from 'dayjs';

/** A conversation's time: the hour today, the day this year, the full date before. */
export function conversationTime(time: number | null, now = Date.now()): string {
  if (!time) return '';
  const day = dayjs(time);
  const today = dayjs(now);
  if (day.isSame(today, 'day')) return day.format('HH:mm');
  if (day.isSame(today, 'year')) return day.format('MM-DD');
  return day.format('YYYY-MM-DD');
}

/** A message's time, as the chat window shows it above the bubble. */
export const messageTime = (time: number) => dayjs(time).format('YYYY-MM-DD HH:mm:ss');

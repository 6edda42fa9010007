/*
 * A receiver's messages at a million rows (issue 9: every list meets the targets at a million rows on
 * PostgreSQL). One user gets MESSAGES messages, every other one unread; the drawer's list (unread), the
 * message list's first page, page 2000 by its number (OFFSET over the order's index) and page 2000
 * asked for with page 1999's cursor (keyset), and the unread count are measured like the user lists.
 */

export const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);

/** Messages and their receiver rows for `userId`, one a second back from 2026-01-01. */
export function messageBenchSql(userId, count = MESSAGES) {
  const id = userId.replace(/'/g, "''");
  return `
    insert into messages (id, type, title, excerpt, files, release_time)
    select 'bmsg' || g, 1 + g % 3, '系统消息 ' || g, '摘要 ' || g, '[]',
           timestamptz '2026-01-01' - (g || ' seconds')::interval
    from generate_series(1, ${count}) g;
    insert into message_receivers (id, message_id, user_id, is_read, release_time, type)
    select 'bmr' || g, 'bmsg' || g, '${id}', g % 2, timestamptz '2026-01-01' - (g || ' seconds')::interval,
           1 + g % 3
    from generate_series(1, ${count}) g;`;
}

/** The URLs measured; page 2000 by cursor needs page 1999's answer first. */
export async function messageListUrls(base, token) {
  const list = `${base}/api/message?pageSize=20&sort=desc`;
  const before = await (
    await fetch(`${list}&currentPage=1999`, { headers: { authorization: token } })
  ).json();
  if (before.code !== 200) throw new Error(`page 1999 of the messages: ${before.msg}`);
  const cursor = encodeURIComponent(before.data.pagination.nextCursor);
  return [
    { name: 'drawer (unread, first page)', url: `${list}&currentPage=1&isRead=0` },
    { name: 'first page', url: `${list}&currentPage=1` },
    { name: 'page 2000 by number', url: `${list}&currentPage=2000` },
    { name: 'page 2000 past a cursor', url: `${list}&currentPage=2000&cursor=${cursor}` },
    { name: 'unread count', url: `${base}/api/message/getUnreadCount` },
  ];
}

/** The section's table: p95 at one client ≤ 30 ms is the target of every list. */
export function messageTable(run) {
  const rows = run.messages.map(({ name, result }) => {
    const total =
      result.total === undefined
        ? ''
        : `${result.totalExact ? '' : '≈ '}${result.total.toLocaleString('en-US')}`;
    const verdict = result.p95Ms <= 30 ? 'met' : '**not met**';
    return `| ${name} | ${total} | ${result.p50Ms} / ${result.p95Ms} ms | ${result.requestsPerSec} | ${verdict} |`;
  });
  return `**A receiver's messages, PostgreSQL, ${MESSAGES.toLocaleString('en-US')} messages of one user** (half unread; \`BENCH_MESSAGES\`): target p95 ≤ 30 ms at one client.

| List | Total shown | p50 / p95 at 1 client | req/s at 20 connections | |
|---|---|---|---|---|
${rows.join('\n')}`;
}

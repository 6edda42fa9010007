import { beforeAll, describe, expect, it } from 'vitest';
import { messageReceivers, messages } from '../../src/db/schema/index.ts';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * A receiver's messages page by keyset behind the drawer and the message list: every page answers
 * the cursors of its first and last rows, and the next or previous page asked for with one of them
 * is the very page its number gives, newest or oldest first, with messages released at the same
 * moment. A cursor that does not lead to the page asked for is ignored: the number decides.
 */

const t = useTestApp();
const COUNT = 47;
let alice: TestUser;

beforeAll(async () => {
  alice = await createUser(t);
  const base = Date.UTC(2026, 5, 1);
  // Three messages share each minute, so ties fall to the message id.
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    id: `mks${String(i).padStart(3, '0')}`,
    type: 1,
    title: `键集消息${i}`,
    files: '[]',
    releaseTime: new Date(base + Math.floor(i / 3) * 60_000),
  }));
  await t.ctx.db.insert(messages).values(rows);
  await t.ctx.db.insert(messageReceivers).values(
    rows.map((row) => ({
      id: `r-${row.id}`,
      messageId: row.id,
      userId: alice.id,
      isRead: 0,
      releaseTime: row.releaseTime,
      type: row.type,
    })),
  );
});

interface Page {
  ids: string[];
  nextCursor?: string;
  prevCursor?: string;
}

async function page(query: string, currentPage: number, cursor?: string): Promise<Page> {
  const extra = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  const res = await t.call({
    url: `/api/message?pageSize=10&currentPage=${currentPage}${query}${extra}`,
    token: alice.token,
  });
  expect(res.body.code, res.body.msg).toBe(200);
  const { list, pagination } = res.body.data;
  return {
    ids: list.map((m: { id: string }) => m.id),
    nextCursor: pagination.nextCursor,
    prevCursor: pagination.prevCursor,
  };
}

const PAGES = Math.ceil(COUNT / 10);

describe('GET /api/message by keyset', () => {
  it.each(['&sort=desc', '&sort=asc', '&sort=desc&keyword=键集'])(
    'walks forward and back to the pages the numbers give (%s)',
    async (query) => {
      const byNumber: Page[] = [];
      for (let n = 1; n <= PAGES; n++) byNumber.push(await page(query, n));
      expect(new Set(byNumber.flatMap((p) => p.ids)).size).toBe(COUNT);

      let shown = byNumber[0];
      expect(shown.nextCursor).toEqual(expect.any(String));
      for (let n = 2; n <= PAGES; n++) {
        shown = await page(query, n, shown.nextCursor);
        expect(shown.ids).toEqual(byNumber[n - 1].ids);
      }
      for (let n = PAGES - 1; n >= 1; n--) {
        shown = await page(query, n, shown.prevCursor);
        expect(shown.ids).toEqual(byNumber[n - 1].ids);
      }
    },
  );

  it('shows no message twice when a new one arrives between two pages', async () => {
    const bob = await createUser(t);
    const at = (minute: number) => new Date(Date.UTC(2026, 6, 1) + minute * 60_000);
    const deliver = async (id: string, minute: number) => {
      await t.ctx.db
        .insert(messages)
        .values({ id, type: 1, title: id, files: '[]', releaseTime: at(minute) });
      await t.ctx.db.insert(messageReceivers).values({
        id: `r-${id}`,
        messageId: id,
        userId: bob.id,
        isRead: 0,
        releaseTime: at(minute),
        type: 1,
      });
    };
    for (let i = 0; i < 15; i++) await deliver(`mkb${String(i).padStart(2, '0')}`, i);
    const read = async (currentPage: number, cursor?: string) => {
      const extra = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await t.call({
        url: `/api/message?pageSize=10&currentPage=${currentPage}${extra}`,
        token: bob.token,
      });
      return res.body.data as { list: { id: string }[]; pagination: { nextCursor?: string } };
    };
    const first = await read(1);
    await deliver('mkb99', 99);
    const second = await read(2, first.pagination.nextCursor);
    // Page 2 by number would now start with page 1's last message again.
    expect(second.list.map((m) => m.id)).toEqual(['mkb04', 'mkb03', 'mkb02', 'mkb01', 'mkb00']);
  });

  it('ignores a cursor of another page, another order or garbage', async () => {
    const first = await page('&sort=desc', 1);
    const third = await page('&sort=desc', 3);
    // The cursor leads to page 2, not 3.
    expect((await page('&sort=desc', 3, first.nextCursor)).ids).toEqual(third.ids);
    // Made for newest first, sent with oldest first.
    expect((await page('&sort=asc', 2, first.nextCursor)).ids).toEqual((await page('&sort=asc', 2)).ids);
    expect((await page('&sort=desc', 2, 'not-a-cursor')).ids).toEqual((await page('&sort=desc', 2)).ids);
  });

  it('refuses a cursor longer than any it hands out', async () => {
    const res = await t.call({ url: `/api/message?cursor=${'a'.repeat(1025)}`, token: alice.token });
    expect(res.body.code).toBe(400);
  });
});

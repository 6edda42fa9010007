import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import { orgTree } from '../permission-testing.ts';
import { LIST, listCalls, renderPage, TREE, user } from './user-page-testing.tsx';

/** 100 users: each page holds one row named after its page, and answers cursors named after it too. */
const keysetPage = (call: StubCall) => {
  const page = Number(call.url.searchParams.get('currentPage'));
  const pageSize = Number(call.url.searchParams.get('pageSize'));
  return envelope({
    list: [user(`u${page}`, `第${page}页用户`)],
    pagination: { currentPage: page, pageSize, total: 100, nextCursor: `n${page}`, prevCursor: `p${page}` },
  });
};

/** The cursor and page of the list call made after `before` calls (waits for it). */
async function nextListCall(calls: StubCall[], before: number) {
  const call = await waitFor(() => {
    const made = listCalls(calls)[before];
    if (!made) throw new Error('no new list call');
    return made;
  });
  return { page: call.url.searchParams.get('currentPage'), cursor: call.url.searchParams.get('cursor') };
}

describe('user page keyset paging', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the cursor of the page on screen for one page on or back, and none for any other move', async () => {
    const { calls } = stubFetch({ [TREE]: orgTree, [LIST]: keysetPage });
    renderPage();
    await screen.findByText('第1页用户');
    expect(listCalls(calls).map((c) => c.url.searchParams.get('cursor'))).toEqual([null]);
    const pager = screen.getByTestId('user-pager');

    // Next: page 2 with page 1's nextCursor.
    let before = listCalls(calls).length;
    fireEvent.click(within(pager).getByTitle('Next Page'));
    expect(await nextListCall(calls, before)).toEqual({ page: '2', cursor: 'n1' });
    await screen.findByText('第2页用户');

    // Back: page 1 with page 2's prevCursor.
    before = listCalls(calls).length;
    fireEvent.click(within(pager).getByTitle('Previous Page'));
    expect(await nextListCall(calls, before)).toEqual({ page: '1', cursor: 'p2' });
    await screen.findByText('第1页用户');

    // A jump to page 4: by number only.
    before = listCalls(calls).length;
    fireEvent.click(within(pager).getByTitle('4'));
    expect(await nextListCall(calls, before)).toEqual({ page: '4', cursor: null });
    await screen.findByText('第4页用户');

    // A refresh of the page on screen: by number only.
    before = listCalls(calls).length;
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await nextListCall(calls, before)).toEqual({ page: '4', cursor: null });

    // Another page size goes back to page 1, by number only.
    before = listCalls(calls).length;
    fireEvent.mouseDown(within(pager).getByLabelText('每页条数'));
    fireEvent.click(await screen.findByTitle('50 条/页'));
    const sized = await nextListCall(calls, before);
    expect(sized).toEqual({ page: '1', cursor: null });
    expect(listCalls(calls).at(-1)?.url.searchParams.get('pageSize')).toBe('50');

    // No request ever carried a cursor that did not come from the page on screen.
    expect(listCalls(calls).map((c) => c.url.searchParams.get('cursor'))).toEqual([
      null,
      'n1',
      'p2',
      null,
      null,
      null,
    ]);
  });
});

import { positionEndpoints, usersEndpoints } from '@platform/contracts/web-endpoints';
import { describe, expect, it } from 'vitest';
import { cursorToward, listIdentity, type ShownPage } from './page-cursor.ts';
import { useAdminList } from './use-admin-list.ts';

const query = { currentPage: 3, pageSize: 20, keyword: '', organizeId: undefined };
const shown: ShownPage = { list: listIdentity(query), currentPage: 3, nextCursor: 'n3', prevCursor: 'p3' };

describe('cursorToward', () => {
  it('leads one page on or back from the page on screen of the same list', () => {
    expect(cursorToward(shown, listIdentity({ ...query, currentPage: 4 }), 4)).toBe('n3');
    expect(cursorToward(shown, listIdentity({ ...query, currentPage: 2, cursor: 'x' }), 2)).toBe('p3');
  });

  it('gives none for a jump, the same page, another list or no page on screen', () => {
    expect(cursorToward(shown, shown.list, 5)).toBeUndefined();
    expect(cursorToward(shown, shown.list, 3)).toBeUndefined();
    expect(cursorToward(shown, listIdentity({ ...query, pageSize: 50 }), 4)).toBeUndefined();
    expect(cursorToward(shown, listIdentity({ ...query, keyword: 'a' }), 4)).toBeUndefined();
    expect(cursorToward(shown, listIdentity(query, { id: 'x' }), 4)).toBeUndefined();
    expect(cursorToward(undefined, shown.list, 4)).toBeUndefined();
    expect(cursorToward({ ...shown, nextCursor: undefined }, shown.list, 4)).toBeUndefined();
  });
});

/** Compiled, never run: only a list whose query takes a `cursor` may declare keyset paging. */
export function useKeysetTyping() {
  useAdminList({ endpoint: usersEndpoints.list, columns: [], keyset: true });
  // @ts-expect-error the position list's query has no `cursor`
  useAdminList({ endpoint: positionEndpoints.list, columns: [], keyset: true });
  // @ts-expect-error a list without a query has no `cursor` either
  useAdminList({ endpoint: usersEndpoints.get, columns: [], keyset: true });
}
